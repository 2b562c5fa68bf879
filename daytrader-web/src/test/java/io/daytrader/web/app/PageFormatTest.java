package io.daytrader.web.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class PageFormatTest {

    @Test
    void money() {
        assertThat(PageFormat.money(new BigDecimal("1234567.5"))).isEqualTo("$1,234,567.50");
        assertThat(PageFormat.money(new BigDecimal("-3"))).isEqualTo("-$3.00");
        assertThat(PageFormat.money(null)).isEmpty();
        assertThat(PageFormat.plain(new BigDecimal("1234.50"))).isEqualTo("1234.50");
    }

    @Test
    void quantitiesPercentagesAndChanges() {
        assertThat(PageFormat.quantity(100)).isEqualTo("100");
        assertThat(PageFormat.quantity(37.5)).isEqualTo("37.5");
        assertThat(PageFormat.percent(new BigDecimal("2.5"))).isEqualTo("+2.50%");
        assertThat(PageFormat.percent(new BigDecimal("-0.25"))).isEqualTo("-0.25%");
        assertThat(PageFormat.change(1.25)).isEqualTo("+1.25");
        assertThat(PageFormat.changePercent(new BigDecimal("11.00"), new BigDecimal("10.00"))).isEqualTo("+10.00%");
        assertThat(PageFormat.changePercent(new BigDecimal("11.00"), BigDecimal.ZERO)).isEqualTo("0.00%");
        assertThat(PageFormat.trend(-0.5)).isEqualTo("loss");
        assertThat(PageFormat.trend(0)).isEmpty();
    }

    @Test
    void timesAndUrls() {
        assertThat(PageFormat.time(LocalDateTime.of(2026, 11, 23, 9, 5, 7, 123_000_000)))
                .isEqualTo("2026-11-23 09:05:07");
        assertThat(PageFormat.time(null)).isEmpty();
        assertThat(PageFormat.url("s:1&x=<y>")).isEqualTo("s%3A1%26x%3D%3Cy%3E");
    }

    @Test
    void aCardNumberIsShownByItsLastFourCharactersOnly() {
        assertThat(PageFormat.cardEnding("12-345-678-9012")).isEqualTo("**** 9012").doesNotContain("345");
        assertThat(PageFormat.cardEnding("9")).isEqualTo("**** 9");
        assertThat(PageFormat.cardEnding(null)).isEmpty();
    }
}
