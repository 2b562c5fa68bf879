package io.daytrader.web.prims.json;

import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonWriter;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;

/** JSON-P object model: builds a document of about {@code size} bytes, writes it, reads it back and sums it. */
@WebServlet("/servlet/PingJSONPObject")
public class PingJSONPObject extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int entries;
        try {
            entries = JsonPayload.entries(request);
        } catch (IllegalArgumentException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }
        JsonArrayBuilder quotes = Json.createArrayBuilder();
        for (int i = 0; i < entries; i++) {
            QuoteData quote = new QuoteData(i);
            quotes.add(Json.createObjectBuilder().add("symbol", quote.getSymbol())
                    .add("companyName", quote.getCompanyName()).add("price", quote.getPrice())
                    .add("volume", quote.getVolume()));
        }
        JsonObject document = Json.createObjectBuilder().add("count", entries).add("quotes", quotes).build();
        StringWriter text = new StringWriter();
        try (JsonWriter writer = Json.createWriter(text)) {
            writer.writeObject(document);
        }
        JsonObject parsed;
        try (JsonReader reader = Json.createReader(new StringReader(text.toString()))) {
            parsed = reader.readObject();
        }
        JsonArray parsedQuotes = parsed.getJsonArray("quotes");
        double volume = 0;
        for (int i = 0; i < parsedQuotes.size(); i++) {
            volume += parsedQuotes.getJsonObject(i).getJsonNumber("volume").doubleValue();
        }
        PrimitiveResponses.text(response, "PingJSONPObject: built " + entries + " entries, wrote "
                + text.getBuffer().length() + " characters, parsed back " + parsedQuotes.size()
                + " entries, total volume " + volume);
    }
}
