package io.daytrader.web.prims.json;

import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** JSON-B: serialises about {@code size} bytes of quote objects to JSON and binds them back. */
@WebServlet("/servlet/PingJSONB")
public class PingJSONB extends HttpServlet {

    private static final long serialVersionUID = 1L;

    private transient Jsonb jsonb;

    @Override
    public void init() {
        jsonb = JsonbBuilder.create();
    }

    @Override
    public void destroy() {
        try {
            jsonb.close();
        } catch (Exception e) {
            log("PingJSONB: closing JSON-B failed", e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int entries;
        try {
            entries = JsonPayload.entries(request);
        } catch (IllegalArgumentException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }
        List<QuoteData> quotes = new ArrayList<>(entries);
        for (int i = 0; i < entries; i++) {
            quotes.add(new QuoteData(i));
        }
        String json = jsonb.toJson(quotes);
        QuoteData[] bound = jsonb.fromJson(json, QuoteData[].class);
        double volume = 0;
        for (QuoteData quote : bound) {
            volume += quote.getVolume();
        }
        PrimitiveResponses.text(response, "PingJSONB: serialised " + entries + " objects to " + json.length()
                + " characters, bound back " + bound.length + " objects, total volume " + volume);
    }
}
