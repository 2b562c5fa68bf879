package io.daytrader.web.rest;

import io.daytrader.domain.Quote;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import java.util.List;

/** Quotes as JSON, with the property names of the classic quote bean. */
public final class QuoteJson {

    private QuoteJson() {
    }

    public static JsonObject of(Quote quote) {
        return Json.createObjectBuilder()
                .add("symbol", quote.getSymbol())
                .add("companyName", quote.getCompanyName() == null ? "" : quote.getCompanyName())
                .add("price", quote.getPrice())
                .add("open", quote.getOpen())
                .add("low", quote.getLow())
                .add("high", quote.getHigh())
                .add("change", quote.getChange())
                .add("volume", quote.getVolume())
                .build();
    }

    public static JsonArray of(List<Quote> quotes) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        quotes.forEach(quote -> array.add(of(quote)));
        return array.build();
    }

    /** {"error": message}. */
    public static JsonObject error(String message) {
        return Json.createObjectBuilder().add("error", message).build();
    }
}
