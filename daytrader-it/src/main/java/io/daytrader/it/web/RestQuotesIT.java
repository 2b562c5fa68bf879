package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.ItServer;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * /rest/quotes: JSON quotes by GET (path) and POST (form), errors as JSON. Skipped, with the reason, where the server
 * offers no RESTful Web Services (the catalog's JAX-RS primitive is unavailable, e.g. a servlet container).
 */
class RestQuotesIT {

    private final WebClient client = new WebClient();

    private static Boolean offered;

    /** Each test is reported skipped, with the reason, where there is no /rest. */
    @BeforeEach
    void assumeTheServerOffersRestfulWebServices() throws Exception {
        if (offered == null) {
            offered = restfulWebServicesOffered();
        }
        Assumptions.assumeTrue(offered, "the server offers no RESTful Web Services (the catalog's JAX-RS primitives "
                + "are unavailable), so there is no /rest");
    }

    private static boolean restfulWebServicesOffered() throws Exception {
        return new WebClient().availablePrimitives().stream()
                .anyMatch(primitive -> primitive.required("feature").asText().startsWith("RESTful Web Services"));
    }

    @Test
    void getListsTheQuotesOfTheSymbols() throws Exception {
        assumeTheServerTakesAColonInAPath();
        HttpResponse<String> response = client.get("rest/quotes/s:1,s:2");
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        String body = response.body();
        assertTrue(body.startsWith("[") && body.contains("\"symbol\":\"s:1\"") && body.contains("\"symbol\":\"s:2\""), body);
        assertTrue(body.contains("\"companyName\":\"S1 Incorporated\"") && body.contains("\"price\":"), body);
    }

    @Test
    void postTakesTheSymbolsAsAFormField() throws Exception {
        HttpResponse<String> response = client.post("rest/quotes", "symbols", "s:3");
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.body().contains("\"symbol\":\"s:3\""), response.body());
    }

    @Test
    void anUnknownSymbolIsA404() throws Exception {
        assumeTheServerTakesAColonInAPath();
        HttpResponse<String> unknown = client.get("rest/quotes/s:1,nope");
        assertEquals(404, unknown.statusCode(), unknown.body());
        assertEquals("{\"error\":\"No quote with symbol nope\"}", unknown.body());
    }

    @Test
    void noSymbolIsA400() throws Exception {
        HttpResponse<String> none = client.post("rest/quotes");
        assertEquals(400, none.statusCode(), none.body());
        assertTrue(none.body().contains("\"error\""), none.body());
    }

    private static void assumeTheServerTakesAColonInAPath() {
        Assumptions.assumeFalse(ItServer.limitations().contains(ItServer.COLON_IN_PATH),
                "the server refuses a ':' in a URL path (daytrader.it.limitations; the kind's kind.json)");
    }
}
