package io.daytrader.web.prims.json;

import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.json.Json;
import jakarta.json.stream.JsonGenerator;
import jakarta.json.stream.JsonParser;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;

/** JSON-P streaming: generates a document of about {@code size} bytes and parses it event by event. */
@WebServlet("/servlet/PingJSONPStreaming")
public class PingJSONPStreaming extends HttpServlet {

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
        StringWriter text = new StringWriter();
        try (JsonGenerator generator = Json.createGenerator(text)) {
            generator.writeStartObject().write("count", entries).writeStartArray("quotes");
            for (int i = 0; i < entries; i++) {
                QuoteData quote = new QuoteData(i);
                generator.writeStartObject().write("symbol", quote.getSymbol())
                        .write("companyName", quote.getCompanyName()).write("price", quote.getPrice())
                        .write("volume", quote.getVolume()).writeEnd();
            }
            generator.writeEnd().writeEnd();
        }
        int objects = 0;
        int events = 0;
        try (JsonParser parser = Json.createParser(new StringReader(text.toString()))) {
            while (parser.hasNext()) {
                if (parser.next() == JsonParser.Event.START_OBJECT) {
                    objects++;
                }
                events++;
            }
        }
        PrimitiveResponses.text(response, "PingJSONPStreaming: generated " + entries + " entries, "
                + text.getBuffer().length() + " characters; parsed " + events + " events, " + (objects - 1)
                + " entries");
    }
}
