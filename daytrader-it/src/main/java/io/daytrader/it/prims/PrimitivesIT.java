package io.daytrader.it.prims;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.ItServer;
import io.daytrader.it.RestoreSettings;
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
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Reads the catalog of the running server and calls every primitive in it: each HTTP primitive answers 200 with
 * proof of its work, each websocket primitive echoes. The primitives run with
 * {@link HttpPrimitiveChecks#ITERATIONS} iterations, set through /config, so the answers also show that the
 * setting is honoured.
 */
@ExtendWith(RestoreSettings.class)
class PrimitivesIT {

    private static final Duration APP_START_TIMEOUT = Duration.ofSeconds(180);
    /** Checked by the tests of the trading application. */
    private static final String MARKET_SUMMARY = "/marketsummary";

    private static PrimitiveClient client;
    private static String server;
    private static List<CatalogEntry> catalog;

    @BeforeAll
    static void readCatalog() throws Exception {
        client = new PrimitiveClient(ItServer.baseUrl());
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) FlatJson.parse(awaitCatalog());
        server = (String) json.get("server");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> entries = (List<Map<String, Object>>) json.get("primitives");
        catalog = entries.stream().map(CatalogEntry::of).collect(Collectors.toList());
        setPrimitiveIterations(HttpPrimitiveChecks.ITERATIONS);
    }

    @Test
    void catalogHasEveryCategoryAndItsExamples() {
        assertFalse(server == null || server.isBlank(), "the catalog names the server");
        assertEquals(Set.of("web", "jdbc", "ejb-jpa", "jms", "modern-ee", "websocket", "faces"),
                catalog.stream().map(CatalogEntry::category).collect(Collectors.toSet()));
        for (CatalogEntry entry : catalog) {
            assertTrue(entry.example().startsWith(entry.path()), entry.name() + ": example " + entry.example());
            assertNotNull(entry.changesTradeData(), entry.name() + " says whether it changes the trade data");
            if (entry.sizeParameter() != null) {
                assertTrue(entry.example().contains(entry.sizeParameter() + "="), entry.name());
            }
        }
    }

    @Test
    void everyPrimitiveIsAvailableWhereTheServerModuleSaysSo() {
        Assumptions.assumeTrue(Boolean.getBoolean("daytrader.it.allPrimitivesAvailable"),
                "the server module does not claim every primitive (daytrader.it.allPrimitivesAvailable)");
        List<String> unavailable = catalog.stream().filter(e -> !e.available())
                .filter(e -> !MARKET_SUMMARY.equals(e.path())).map(CatalogEntry::name).collect(Collectors.toList());
        assertEquals(List.of(), unavailable, "primitives the catalog marks unavailable on " + server);
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
                    Assumptions.assumeTrue(entry.available(), entry.name() + " is not available on " + server);
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
                    Assumptions.assumeTrue(entry.available(), entry.name() + " is not available on " + server);
                    WebSocketChecks.Check check = checks.forName(entry.name());
                    assertNotNull(check, "no check for the catalog's websocket primitive " + entry.name());
                    check.run(URI.create(base + entry.path()));
                }));
    }

    private static String awaitCatalog() {
        return await("GET /primitives answering 200").atMost(APP_START_TIMEOUT).pollInterval(Duration.ofSeconds(1))
                .ignoreExceptionsInstanceOf(IOException.class)
                .until(() -> client.get("/primitives"), response -> response.statusCode() == 200).body();
    }

    private static void setPrimitiveIterations(int iterations) throws Exception {
        String credential = Base64.getEncoder().encodeToString((ItServer.adminUser() + ":" + ItServer.adminPassword()).getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> response = client.send(client
                .request("/config?action=updateConfig&primIterations=" + iterations)
                .header("Authorization", "Basic " + credential).GET().build());
        PrimitiveClient.ok(response, "setting primIterations=" + iterations);
    }
}
