package io.daytrader.it.prims;

import static io.daytrader.it.prims.Bodies.assertContains;
import static io.daytrader.it.prims.Bodies.decimal;
import static io.daytrader.it.prims.Bodies.group;
import static io.daytrader.it.prims.Bodies.number;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * What each HTTP primitive must prove by its answer, by catalog name. The server runs with
 * {@link #ITERATIONS} primitive iterations while these run.
 */
final class HttpPrimitiveChecks {

    static final int ITERATIONS = 3;

    /** One primitive's check; the client keeps cookies. */
    interface Check {
        void run(PrimitiveClient client) throws Exception;
    }

    private final Map<String, Check> checks = new HashMap<>();

    HttpPrimitiveChecks() {
        web();
        jdbc();
        ejbJpa();
        jms();
        modernEe();
    }

    Check forName(String name) {
        return checks.get(name);
    }

    private void web() {
        checks.put("PingHtml", c -> assertContains(c.ok("/prims/PingHtml.html"), "Hello World"));
        checks.put("PingServlet", c -> hitCountGrows(c, "/servlet/PingServlet"));
        checks.put("PingServletWriter", c -> hitCountGrows(c, "/servlet/PingServletWriter"));
        checks.put("PingJsp", c -> hitCountGrows(c, "/prims/PingJsp.jsp"));
        checks.put("PingFaces", c -> {
            String body = c.ok("/prims/PingFaces.faces").replaceAll(">\\s+<", "><");
            for (int row = 0; row < 5; row++) {
                assertContains(body, "<td>s:" + row + "</td><td>S" + row + " Incorporated</td><td>10" + row + ".00</td>");
            }
        });
        checks.put("PingCDIFaces", c -> hitCountGrows(c, "/prims/PingCDIFaces.faces"));
        checks.put("PingServlet2Servlet", c -> hitCountGrows(c, "/servlet/PingServlet2Servlet"));
        checks.put("PingServlet2Jsp", c -> {
            assertContains(c.ok("/servlet/PingServlet2Jsp"), "Message from PingServlet2Jsp");
            hitCountGrows(c, "/servlet/PingServlet2Jsp");
        });
        checks.put("PingServlet2Include", c ->
                assertContains(c.ok("/servlet/PingServlet2Include"), "includes run: " + ITERATIONS));
        checks.put("PingJspEL", c -> {
            String body = c.ok("/prims/PingJspEL.jsp");
            long hit = number(body, "Hit Count: (\\d+)");
            assertEquals(hit + 1, number(body, "id=\"sum\">(\\d+)<"));
            assertEquals(hit * 3 - 1, number(body, "id=\"arithmetic\">(\\d+)<"));
            assertEquals(hit, number(body, "id=\"bean\">(\\d+)<"));
            assertEquals(hit * 3, number(body, "id=\"array\">(\\d+)<"));
            assertEquals(1.75, decimal(body, "id=\"map\">([0-9.]+)<"));
            assertContains(body, "id=\"logic\">true<");
            assertContains(body, "id=\"header\">Java-http-client");
        });
        checks.put("PingSession1", c -> {
            HttpResponse<String> first = c.get("/servlet/PingSession1");
            assertContains(PrimitiveClient.ok(first, "PingSession1"), " created");
            String id = first.headers().firstValue("SessionKeyTest-SessionID").orElseThrow();
            String second = c.ok("/servlet/PingSession1");
            assertContains(second, "session " + id + " found");
        });
        checks.put("PingSession2", c -> {
            for (int round = 0; round < 2; round++) {
                for (int hit = 1; hit <= 5; hit++) {
                    assertContains(c.ok("/servlet/PingSession2"), "session hit " + hit + (hit == 5 ? ";" : ""));
                }
            }
        });
        checks.put("PingSession3", c -> {
            assertContains(c.ok("/servlet/PingSession3?size=4096"), "object of 4096 bytes created, update 0");
            assertContains(c.ok("/servlet/PingSession3?size=4096"), "object of 4096 bytes updated, update 1");
            assertContains(c.ok("/servlet/PingSession3?size=4096"), "object of 4096 bytes updated, update 2");
            assertContains(c.ok("/servlet/PingSession3?size=100"), "object of 100 bytes created");
            assertEquals(400, c.get("/servlet/PingSession3?size=lots").statusCode());
        });
        checks.put("PingServlet2JNDI", c ->
                assertContains(c.ok("/servlet/PingServlet2JNDI"), "jdbc/TradeDataSource " + ITERATIONS + " times"));
        checks.put("PingServletSetContentLength", c -> {
            HttpResponse<String> response = c.get("/servlet/PingServletSetContentLength?size=12345");
            assertEquals(12345, PrimitiveClient.ok(response, "PingServletSetContentLength").length());
            assertEquals("12345", response.headers().firstValue("Content-Length").orElseThrow());
        });
        checks.put("PingServletLargeContentLength", c -> assertContains(c.okPost(
                "/servlet/PingServletLargeContentLength", "application/octet-stream", "x".repeat(1_000_000)),
                "read 1000000 bytes"));
        checks.put("PingReentryServlet", c ->
                assertEquals("0,1,2,3", c.ok("/servlet/PingReentryServlet?numReentries=3&sleep=5").strip()));
        checks.put("PingSleep", c -> {
            assertContains(c.ok("/servlet/PingSleep?ms=5"), "PingSleep: slept 5 ms on a ");
            assertEquals(400, c.get("/servlet/PingSleep?ms=60000").statusCode());
        });
        checks.put("PingServlet30Async", c -> echoes(c, "PingServlet30Async"));
        checks.put("PingServlet31Async", c -> echoes(c, "PingServlet31Async"));
        checks.put("PingServlet31AsyncRead", c -> echoes(c, "PingServlet31AsyncRead"));
    }

    private void jdbc() {
        checks.put("PingServlet2DB", c ->
                assertContains(c.ok("/servlet/PingServlet2DB"), "got and closed " + ITERATIONS + " connections"));
        checks.put("PingJDBCRead", c -> {
            String body = c.ok("/servlet/PingJDBCRead?symbol=s:1");
            assertContains(body, "read " + ITERATIONS + " times: symbol=s:1 company=S1 Incorporated price=");
            assertEquals(404, c.get("/servlet/PingJDBCRead?symbol=no-such-symbol").statusCode());
        });
        checks.put("PingJDBCRead2JSP", c -> assertContains(c.ok("/servlet/PingJDBCRead2JSP?symbol=s:2"),
                "<td id=\"symbol\">s:2</td>"));
        checks.put("PingJDBCWrite", c -> {
            String body = c.ok("/servlet/PingJDBCWrite?symbol=s:7");
            assertContains(body, "updated s:7 " + ITERATIONS + " times");
            String newPrice = group(body, "price [0-9.]+ -> ([0-9.]+),");
            double oldVolume = decimal(body, "volume ([0-9.]+) ->");
            double newVolume = decimal(body, "volume [0-9.]+ -> ([0-9.]+);");
            assertEquals(oldVolume + 100.0 * ITERATIONS, newVolume, 0.001, body);
            String read = c.ok("/servlet/PingJDBCRead?symbol=s:7");
            assertContains(read, "price=" + newPrice + " volume=" + newVolume);
        });
    }

    private void ejbJpa() {
        checks.put("PingServlet2Session", c ->
                assertContains(c.ok("/ejb3/PingServlet2Session"), ", " + ITERATIONS + " calls; last: investment"));
        checks.put("PingServlet2Session2Entity", c -> assertContains(c.ok("/ejb3/PingServlet2Session2Entity?symbol=s:3"),
                "found " + ITERATIONS + " times: symbol=s:3 company=S3 Incorporated"));
        checks.put("PingServlet2Session2Entity2JSP", c -> assertContains(
                c.ok("/ejb3/PingServlet2Session2Entity2JSP?symbol=s:4"), "<td id=\"company\">S4 Incorporated</td>"));
        checks.put("PingServlet2Session2EntityCollection", c -> {
            String body = c.ok("/ejb3/PingServlet2Session2EntityCollection?user=uid:0");
            long count = number(body, "uid:0 has (\\d+) holdings");
            assertEquals(count, listed(body));
        });
        checks.put("PingServlet2Session2CMROne2One", c -> assertContains(
                c.ok("/ejb3/PingServlet2Session2CMROne2One?user=uid:1"), "profile userID=uid:1 "));
        checks.put("PingServlet2Session2CMROne2Many", c -> {
            String body = c.ok("/ejb3/PingServlet2Session2CMROne2Many?user=uid:2");
            long count = number(body, "-> (\\d+) orders");
            assertEquals(count, listed(body));
        });
        checks.put("PingServlet2TwoPhase", c -> {
            String body = c.ok("/ejb3/PingServlet2TwoPhase?symbol=s:5");
            assertContains(body, "sent " + ITERATIONS + " messages, each consumed by the MDB");
            assertContains(body, "read symbol=s:5 price=");
        });
    }

    private void jms() {
        checks.put("PingServlet2MDBQueue", c -> consumedAndBounded(c, "/ejb3/PingServlet2MDBQueue"));
        checks.put("PingServlet2MDBTopic", c -> consumedAndBounded(c, "/ejb3/PingServlet2MDBTopic"));
    }

    private void modernEe() {
        checks.put("PingServletCDI", c -> {
            String first = c.ok("/servlet/PingServletCDI");
            String second = c.ok("/servlet/PingServletCDI");
            assertContains(second, "Decorated Hello");
            assertContains(second, "(call " + ITERATIONS + " of this request's bean)");
            long before = number(first, "intercepted calls since start: (\\d+)");
            assertTrue(number(second, "intercepted calls since start: (\\d+)") >= before + ITERATIONS, second);
        });
        checks.put("PingServletCDIEvent", c -> assertContains(c.ok("/servlet/PingServletCDIEvent"),
                "fired " + ITERATIONS + " events"));
        checks.put("PingServletCDIEventAsync", c -> assertContains(c.ok("/servlet/PingServletCDIEventAsync"),
                "observed by [async-1, async-2]"));
        checks.put("PingServletBeanValSimple", c -> assertContains(c.ok("/servlet/PingServletBeanValSimple"),
                "valid bean: 0 violations; invalid bean: 3 violations"));
        checks.put("PingServletBeanValCDI", c -> assertContains(c.ok("/servlet/PingServletBeanValCDI"),
                ITERATIONS + " valid calls, last total 1275.00; invalid call rejected with 2 violations"));
        checks.put("PingJSONPObject", c -> {
            assertContains(c.ok("/servlet/PingJSONPObject?size=8000"), "built 100 entries");
            assertContains(c.ok("/servlet/PingJSONPObject?size=80000"), "parsed back 1000 entries");
        });
        checks.put("PingJSONPStreaming", c ->
                assertContains(c.ok("/servlet/PingJSONPStreaming?size=8000"), "events, 100 entries"));
        checks.put("PingJSONB", c -> assertContains(c.ok("/servlet/PingJSONB?size=8000"), "bound back 100 objects"));
        checks.put("PingJaxrsText", c ->
                assertEquals("hello world", c.ok("/jaxrs/sync/echoText?input=hello%20world")));
        checks.put("PingJaxrsJSON", c -> {
            Object echoed = FlatJson.parse(c.okPost("/jaxrs/sync/echoJSON", "application/json",
                    "{\"text\":\"ping <1>\",\"number\":42}"));
            assertEquals(Map.of("text", "ping <1>", "number", 42.0), echoed);
        });
        checks.put("PingJaxrsXML", c -> {
            String body = c.okPost("/jaxrs/sync/echoXML", "application/xml",
                    "<echo><text>ping</text><number>43</number></echo>");
            assertContains(body, "<number>43</number>");
            assertContains(body, "<text>ping</text>");
        });
        checks.put("PingManagedExecutor", c ->
                assertContains(c.ok("/servlet/PingManagedExecutor"), "completed by managed task thread"));
        checks.put("PingManagedThread", c ->
                assertContains(c.ok("/servlet/PingManagedThread"), "completed by managed thread"));
    }

    private static void hitCountGrows(PrimitiveClient client, String path) throws Exception {
        long first = number(client.ok(path), "Hit Count: (\\d+)");
        long second = number(client.ok(path), "Hit Count: (\\d+)");
        assertTrue(second > first, path + ": hit count " + first + " then " + second);
    }

    private static void echoes(PrimitiveClient client, String name) throws Exception {
        Random random = new Random(7);
        StringBuilder body = new StringBuilder();
        while (body.length() < 200_000) {
            body.append((char) ('a' + random.nextInt(26)));
        }
        String echoed = client.okPost("/servlet/" + name, "text/plain", body.toString());
        assertEquals(name + ": echo of 200000 bytes\n" + body, echoed);
    }

    /** The number of id:symbol items listed after the colon that ends the summary. */
    private static long listed(String body) {
        String list = body.substring(body.indexOf("times): ") + "times): ".length()).strip();
        return list.isEmpty() ? 0 : list.split(" ").length;
    }

    /**
     * The message is consumed, and driving the primitive from many threads at once gives no error: every
     * request waits for its own messages, so the backlog never passes the limit.
     */
    private static void consumedAndBounded(PrimitiveClient client, String path) throws Exception {
        String first = client.ok(path);
        assertContains(first, "sent " + ITERATIONS + " messages, each consumed by the MDB");
        long consumedBefore = number(first, "consumed since start: (\\d+)");
        int threads = 16;
        int requestsPerThread = 10;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Callable<Integer>> work = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                work.add(() -> {
                    int failures = 0;
                    for (int i = 0; i < requestsPerThread; i++) {
                        HttpResponse<String> response = client.send(client.request(path).GET().build());
                        failures += response.statusCode() == 200 ? 0 : 1;
                    }
                    return failures;
                });
            }
            int failures = 0;
            for (Future<Integer> done : pool.invokeAll(work)) {
                failures += done.get();
            }
            assertEquals(0, failures, path + ": requests that failed when driven from " + threads + " threads");
        } finally {
            pool.shutdownNow();
        }
        String last = client.ok(path);
        long consumedAfter = number(last, "consumed since start: (\\d+)");
        assertTrue(consumedAfter >= consumedBefore + (long) threads * requestsPerThread * ITERATIONS + ITERATIONS,
                path + ": consumed " + consumedBefore + " then " + consumedAfter);
    }
}
