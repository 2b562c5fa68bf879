package io.daytrader.marketsummary;

import io.daytrader.domain.Quote;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDateTime;
import java.util.List;

/**
 * The market at a moment: the Trade Stock Index Average (mean price of all quotes), its value at the open,
 * the volume traded and the five biggest gainers and losers.
 */
public record MarketSummary(
        BigDecimal tsia,
        BigDecimal openTsia,
        double volume,
        List<Quote> topGainers,
        List<Quote> topLosers,
        LocalDateTime summaryDate) {

    public MarketSummary {
        topGainers = List.copyOf(topGainers);
        topLosers = List.copyOf(topLosers);
    }

    /** (TSIA / open TSIA - 1) x 100, two decimals; 0 when the open TSIA is 0. */
    public BigDecimal gainPercent() {
        if (openTsia.signum() == 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        return tsia.divide(openTsia, 8, RoundingMode.HALF_UP).subtract(BigDecimal.ONE)
                .multiply(BigDecimal.valueOf(100)).setScale(2, RoundingMode.HALF_UP);
    }
}
