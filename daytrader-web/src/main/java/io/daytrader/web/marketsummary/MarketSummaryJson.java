package io.daytrader.web.marketsummary;

import io.daytrader.domain.Quote;
import io.daytrader.marketsummary.MarketSummary;
import io.daytrader.marketsummary.RecentQuoteChanges.QuoteChange;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The messages of the market-summary WebSocket. The summary carries the classic flat keys ({@code tsia},
 * {@code volume}, {@code date}, {@code gainer1_stock}, {@code gainer1_price} = "$" + price, {@code gainer1_change},
 * {@code loser1_...}) and the same data as arrays ({@code gainers}, {@code losers}); the recent changes carry
 * {@code change1_stock}, {@code change1_price}, {@code change1_change} ... and the array {@code changes}.
 */
public final class MarketSummaryJson {

    private MarketSummaryJson() {
    }

    public static String summary(MarketSummary summary) {
        JsonObjectBuilder json = Json.createObjectBuilder()
                .add("tsia", summary.tsia())
                .add("openTsia", summary.openTsia())
                .add("gainPercent", summary.gainPercent())
                .add("volume", summary.volume())
                .add("date", summary.summaryDate().truncatedTo(ChronoUnit.SECONDS)
                        .format(DateTimeFormatter.ISO_LOCAL_DATE_TIME));
        json.add("gainers", quotes(json, "gainer", summary.topGainers()));
        json.add("losers", quotes(json, "loser", summary.topLosers()));
        return json.build().toString();
    }

    /** The recent price changes, newest first; null when there are none (nothing is sent then). */
    public static String recentChanges(List<QuoteChange> changes) {
        if (changes.isEmpty()) {
            return null;
        }
        JsonObjectBuilder json = Json.createObjectBuilder();
        JsonArrayBuilder array = Json.createArrayBuilder();
        int i = 1;
        for (QuoteChange change : changes) {
            json.add("change" + i + "_stock", change.symbol())
                    .add("change" + i + "_price", "$" + change.price().toPlainString())
                    .add("change" + i + "_change", change.change());
            array.add(row(change.symbol(), change.price(), change.change()));
            i++;
        }
        return json.add("changes", array).build().toString();
    }

    private static JsonArrayBuilder quotes(JsonObjectBuilder json, String prefix, List<Quote> quotes) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        int i = 1;
        for (Quote quote : quotes) {
            BigDecimal change = BigDecimal.valueOf(quote.getChange()).setScale(2, RoundingMode.HALF_UP);
            json.add(prefix + i + "_stock", quote.getSymbol())
                    .add(prefix + i + "_price", "$" + quote.getPrice().toPlainString())
                    .add(prefix + i + "_change", change);
            array.add(row(quote.getSymbol(), quote.getPrice(), change));
            i++;
        }
        return array;
    }

    private static JsonObjectBuilder row(String symbol, BigDecimal price, BigDecimal change) {
        return Json.createObjectBuilder().add("symbol", symbol).add("price", price).add("change", change);
    }
}
