package io.daytrader.web.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.domain.Account;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Quote;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PortfolioViewTest {

    private static final LocalDateTime NOW = LocalDateTime.of(2026, 1, 2, 3, 4);

    private static Holding holding(int id, String symbol, double quantity, String purchasePrice) {
        return new Holding(id, 1, symbol, quantity, new BigDecimal(purchasePrice), NOW, null);
    }

    private static Quote quote(String symbol, String price) {
        return new Quote(symbol, symbol + " Inc.", new BigDecimal(price));
    }

    @Test
    void valuesEachHoldingAtTheCurrentPriceAndTotals() {
        PortfolioView view = new PortfolioView(
                List.of(holding(1, "s:1", 10, "5.00"), holding(2, "s:2", 3, "20.00"), holding(3, "s:1", 1, "7.50")),
                Map.of("s:1", quote("s:1", "6.00"), "s:2", quote("s:2", "18.00")));
        assertThat(view.getHoldingCount()).isEqualTo(3);
        assertThat(view.getRows().get(0).getMarketValue()).isEqualByComparingTo("60.00");
        assertThat(view.getRows().get(1).getGain()).isEqualByComparingTo("-6.00");
        assertThat(view.getBasis()).isEqualByComparingTo("117.50");
        assertThat(view.getMarketValue()).isEqualByComparingTo("120.00");
        assertThat(view.getGain()).isEqualByComparingTo("2.50");
        assertThat(view.getGainPercent()).isEqualByComparingTo("2.13");
    }

    @Test
    void anEmptyPortfolioHasNoGain() {
        PortfolioView view = new PortfolioView(List.of(), Map.of());
        assertThat(view.getHoldingCount()).isZero();
        assertThat(view.getGainPercent()).isEqualByComparingTo("0");
    }

    @Test
    void accountSummaryAddsHoldingsAtPurchasePriceToTheCash() {
        Account account = new Account(1, "uid:1", new BigDecimal("900.00"), new BigDecimal("1000.00"), NOW, NOW, 1, 0);
        AccountSummary summary = new AccountSummary(account,
                List.of(holding(1, "s:1", 10, "5.00"), holding(2, "s:2", 2, "20.00")));
        assertThat(summary.getHoldingCount()).isEqualTo(2);
        assertThat(summary.getHoldingsTotal()).isEqualByComparingTo("90.00");
        assertThat(summary.getTotal()).isEqualByComparingTo("990.00");
        assertThat(summary.getGain()).isEqualByComparingTo("-10.00");
        assertThat(summary.getGainPercent()).isEqualByComparingTo("-1.00");
    }
}
