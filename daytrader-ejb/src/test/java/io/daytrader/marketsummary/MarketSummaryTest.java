package io.daytrader.marketsummary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.daytrader.domain.Quote;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MarketSummaryTest {

    private static MarketSummary summary(String tsia, String openTsia) {
        return new MarketSummary(new BigDecimal(tsia), new BigDecimal(openTsia), 0, List.of(), List.of(),
                LocalDateTime.of(2024, 1, 2, 3, 4));
    }

    @ParameterizedTest
    @CsvSource({
        "110.00, 100.00, 10.00",
        "95.50, 100.00, -4.50",
        "100.00, 100.00, 0.00",
        "100.00, 300.00, -66.67",
        "0.00, 0.00, 0.00",
        "110.00, 0.00, 0.00"
    })
    void gainPercentHasTwoDecimals(String tsia, String openTsia, String expected) {
        assertThat(summary(tsia, openTsia).gainPercent()).isEqualTo(new BigDecimal(expected));
    }

    @Test
    void keepsItsOwnCopyOfTheTopLists() {
        Quote quote = new Quote("s:1", "S1", new BigDecimal("1.00"));
        List<Quote> gainers = new ArrayList<>(List.of(quote));
        MarketSummary summary = new MarketSummary(new BigDecimal("1.00"), new BigDecimal("1.00"), 0, gainers,
                List.of(), LocalDateTime.of(2024, 1, 2, 3, 4));

        gainers.clear();

        assertThat(summary.topGainers()).containsExactly(quote);
        assertThatThrownBy(() -> summary.topLosers().add(quote)).isInstanceOf(UnsupportedOperationException.class);
    }
}
