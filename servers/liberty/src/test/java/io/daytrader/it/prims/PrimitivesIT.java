package io.daytrader.it.prims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Reads the catalog of the running server and calls every primitive in it: each HTTP primitive answers 200 with
 * proof of its work, each websocket primitive echoes. The primitives run with
 * {@link HttpPrimitiveChecks#ITERATIONS} iterations, set through /config, so the answers also show that the
 * setting is honoured.
 */
class PrimitivesIT {

    private static final Duration APP_START_TIMEOUT = Duration.ofSeconds(180);
    /** Checked by the tests of the trading application. */
    private static final String MARKET_SUMMARY = "/marketsummary";
    private static final String ADMIN = "admin:it-admin";

    private static PrimitiveClient client;
    private static String server;
    private static List<CatalogEntry> catalog;

    @BeforeAll
    static void readCatalog() throws Exception {
        String baseUrl = System.getProperty("daytrader.it.baseUrl");
        if (baseUrl == null || baseUrl.isBlank() || baseUrl.contains("${")) {
            throw new IllegalStateException("system property daytrader.it.baseUrl is not set; run the integration "
                    + "tests through Maven: ./mvnw -B verify -pl servers/liberty -am");
        }
        client = new PrimitiveClient(baseUrl);
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) FlatJson.parse(awaitCatalog());
        server = (String) json.get("server");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> entries = (List<Map<String, Object>>) json.get("primitives");
        catalog = entries.stream().map(CatalogEntry::of).collect(Collectors.toList());
        setPrimitiveIterations(HttpPrimitiveChecks.ITERATIONS);
    }

    @AfterAll
    static void restoreIterations() throws Exception {
        if (client != null) {
            setPrimitiveIterations(1);
        }
    }

    @Test
    void catalogHasEveryCategoryAndEveryPrimitiveIsAvailableOnLiberty() {
        assertFalse(server == null || server.isBlank(), "the catalog names the server");
        assertEquals(Set.of("web", "jdbc", "ejb-jpa", "jms", "modern-ee", "websocket"),
                catalog.stream().map(CatalogEntry::category).collect(Collectors.toSet()));
        List<String> unavailable = catalog.stream().filter(e -> !e.available())
                .filter(e -> !MARKET_SUMMARY.equals(e.path())).map(CatalogEntry::name).collect(Collectors.toList());
        assertEquals(List.of(), unavailable, "primitives the catalog marks unavailable on Liberty");
        for (CatalogEntry entry : catalog) {
            assertTrue(entry.example().startsWith(entry.path()), entry.name() + ": example " + entry.example());
            if (entry.sizeParameter() != null) {
                assertTrue(entry.example().contains(entry.sizeParameter() + "="), entry.name());
            }
        }
    }

    @Test
    void htmlIndexListsEveryPrimitive() throws Exception {
        String page = client.ok("/primitives?format=html");
        for (CatalogEntry entry : catalog) {
            assertTrue(page.contains(">" + entry.name() + "<"), "the index page lists " + entry.name());
        }
    }

    @TestFactory
    Stream<DynamicTest> everyHttpPrimitiveDoesItsWork() {
        HttpPrimitiveChecks checks = new HttpPrimitiveChecks();
        return catalog.stream().filter(entry -> !entry.isWebSocket()).map(entry -> DynamicTest.dynamicTest(
                entry.name(), () -> {
                    HttpPrimitiveChecks.Check check = checks.forName(entry.name());
                    assertNotNull(check, "no check for the catalog's primitive " + entry.name());
                    if ("GET".equals(entry.method())) {
                        PrimitiveClient.ok(client.fresh().get(entry.example()), entry.name() + " " + entry.example());
                    }
                    check.run(client.fresh());
                }));
    }

    @TestFactory
    Stream<DynamicTest> everyWebsocketPrimitiveEchoes() {
        WebSocketChecks checks = new WebSocketChecks();
        URI base = URI.create(client.baseUrl().replaceFirst("^http", "ws"));
        return catalog.stream().filter(CatalogEntry::isWebSocket).filter(entry -> !MARKET_SUMMARY.equals(entry.path()))
                .map(entry -> DynamicTest.dynamicTest(entry.name(), () -> {
                    WebSocketChecks.Check check = checks.forName(entry.name());
                    assertNotNull(check, "no check for the catalog's websocket primitive " + entry.name());
                    check.run(URI.create(base + entry.path()));
                }));
    }

    private static String awaitCatalog() throws Exception {
        long deadline = System.nanoTime() + APP_START_TIMEOUT.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> response = client.get("/primitives");
                if (response.statusCode() == 200) {
                    return response.body();
                }
                last = "status " + response.statusCode();
            } catch (IOException e) {
                last = e.toString();
            }
            Thread.sleep(1000);
        }
        fail("GET /primitives did not answer 200 within " + APP_START_TIMEOUT.toSeconds() + " s: " + last);
        return null;
    }

    private static void setPrimitiveIterations(int iterations) throws Exception {
        String credential = Base64.getEncoder().encodeToString(ADMIN.getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> response = client.send(client
                .request("/config?action=updateConfig&primIterations=" + iterations)
                .header("Authorization", "Basic " + credential).GET().build());
        PrimitiveClient.ok(response, "setting primIterations=" + iterations);
    }
}
