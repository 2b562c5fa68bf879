package io.daytrader.it.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.daytrader.it.RestoreSettings;
import io.daytrader.it.TextMessages;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The reliability suite's fuzz part: every parameter of every /app action, the Faces pages' forms, /config, /scenario, the REST quotes and
 * every primitive the server's catalog marks available (the others answer 501 by design), with missing, empty, huge,
 * negative, NaN, unicode, malformed-encoding and wrong-type values, by GET and by POST, then chunked and oversized
 * bodies, then the same values as messages to every WebSocket endpoint: no 5xx (503 is a refusal), no stack trace, no request hung past the bound; afterwards
 * the fuzzing user's balance still matches its orders. Prints its figures. By default a quick set of values and
 * primitive parameters (for CI); {@code -Ddaytrader.it.fuzz.full=true} sends all of them.
 */
@ExtendWith(RestoreSettings.class)
class FuzzIT {

    private static final Duration BOUND = Duration.ofSeconds(30);
    private static final Pattern STACK_TRACE = Pattern.compile("\\tat [a-z]|Exception:|\\.java:\\d+\\)");
    private static final boolean FULL = Boolean.getBoolean("daytrader.it.fuzz.full");
    private static final List<String> QUICK_VALUES = List.of("", "x".repeat(10_000), "-1", "NaN", "ü€😀\u0000",
            "%zz", "abc");
    private static final List<String> ALL_VALUES = List.of("", "x".repeat(10_000), "-1", "-2147483649", "NaN",
            "Infinity", "1e309", "2147483648", "0", "ü€😀\u0000", "%zz", "%", "abc", "s:1' OR '1'='1",
            "<script>alert(1)</script>", "1.5");
    private static final List<String> APP_ACTIONS = List.of("", "login", "register", "home", "account",
            "update_profile", "portfolio", "portfolioNoEdge", "quotes", "buy", "sell", "mksummary", "logout", "bogus");
    private static final List<String> APP_PARAMETERS = List.of("uid", "passwd", "user id", "confirm passwd",
            "Full Name", "snail mail", "email", "Credit Card Number", "money", "showAllOrders", "fullname", "address",
            "creditcard", "password", "cpassword", "currentpassword", "symbols", "symbol", "quantity", "holdingID");
    /** The Faces forms: page, form, the button each postback presses, the fields fuzzed one at a time. */
    private static final List<FacesForm> FACES_FORMS = List.of(
            new FacesForm("welcome.faces", "login", "login:submit", List.of("login:uid", "login:password")),
            new FacesForm("register.faces", "register", "register:submit", List.of("register:uid",
                    "register:password", "register:cpassword", "register:money", "register:fullname")),
            new FacesForm("quote.faces", "quotes", "quotes:quotes:0:buy", List.of("quotes:symbols",
                    "quotes:quotes:0:quantity")),
            new FacesForm("portfolio.faces", "portfolio", "portfolio:holdings:0:sell", List.of("portfolio:_idcl")),
            new FacesForm("account.faces", "updateProfile", "updateProfile:submit", List.of("updateProfile:fullname",
                    "updateProfile:password", "updateProfile:email")));
    private static final List<String> WEBSOCKET_PATHS = List.of("/marketsummary", "/chat/fuzz", "/pingTextSync",
            "/pingTextAsync", "/pingBinary", "/pingWebSocketJson");
    /** WebSocket close code 1011: the server met an unexpected condition (its 500). */
    private static final int INTERNAL_ERROR = 1011;
    private static final List<String> VALUES = FULL ? ALL_VALUES : QUICK_VALUES;
    private static final List<String> PRIMITIVE_PARAMETERS = FULL
            ? List.of("size", "numReentries", "sleep", "symbol", "iterations", "count", "async")
            : List.of("size", "numReentries", "sleep");
    private static final List<String> CONFIG_PARAMETERS = List.of("RunTimeMode", "OrderProcessingMode", "MaxUsers",
            "MaxQuotes", "marketSummaryInterval", "primIterations", "EnablePublishQuotePriceChange");

    private final WebClient client = new WebClient();
    private int requests;
    private final List<String> serverErrors = new ArrayList<>();
    private final List<String> stackTraces = new ArrayList<>();
    private final List<String> hung = new ArrayList<>();

    /** Orders complete before their page answers, and the account page lists them all for the money check. */
    @BeforeAll
    static void synchronousOrdersAndEveryOrderListed() throws Exception {
        new WebClient().configure("OrderProcessingMode", "Sync", "EnableLongRun", "false");
    }

    @Test
    void noInputGivesA5xxAStackTraceOrAHungConnection() throws Exception {
        client.login("uid:1", "xxx");
        for (String action : APP_ACTIONS) {
            fuzz("app", "action", action, APP_PARAMETERS);
        }
        fuzz("scenario", "action", "b", List.of("action", "symbol", "quantity"));
        for (FacesForm form : FACES_FORMS) {
            fuzzFaces(form);
        }
        fuzz("config", "action", "updateConfig", CONFIG_PARAMETERS);
        fuzz("config", "action", "resetTrade", List.of("action"));
        for (String value : VALUES) {
            call("GET", "rest/quotes/" + encodePath(value), null);
            call("POST", "rest/quotes", "symbols=" + encode(value));
        }
        for (String path : primitivePaths()) {
            fuzz(path.substring(1), null, null, PRIMITIVE_PARAMETERS);
        }
        for (String echo : List.of("servlet/PingServlet30Async", "servlet/PingServlet31Async",
                "servlet/PingServlet31AsyncRead", "servlet/PingServletLargeContentLength")) {
            chunked(echo, 20 * 1024 * 1024);
        }

        for (String path : WEBSOCKET_PATHS) {
            fuzzWebSocket(path);
        }

        client.login("uid:1", "xxx");
        String money = AccountAudit.violation(client, "uid:1");
        System.out.printf("fuzz (%s): %d requests and WebSocket messages, %d answered 5xx (WebSocket: closed 1011), "
                + "%d with a stack trace, %d hung past %d s; money of the fuzzing user: %s%n", FULL ? "full" : "quick",
                requests, serverErrors.size(), stackTraces.size(), hung.size(), BOUND.toSeconds(),
                money == null ? "balance matches its orders" : money);
        assertThat(serverErrors).as("5xx").isEmpty();
        assertThat(stackTraces).as("stack traces").isEmpty();
        assertThat(hung).as("hung").isEmpty();
        assertThat(money).as("the money invariant of the fuzzing user").isNull();
    }

    /**
     * Every value as a text message, as the action of a JSON message, malformed JSON and a 1 MB message, on one
     * connection (a new one when the server closed the last): each send must complete within the bound, the server
     * may close the connection but not with 1011, and no message may carry a stack trace.
     */
    private void fuzzWebSocket(String path) throws Exception {
        List<String> messages = new ArrayList<>();
        for (String value : VALUES) {
            messages.add(value);
            messages.add("{\"action\":\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}");
        }
        messages.addAll(List.of("{", "{\"action\":", "[]", "null", "x".repeat(1024 * 1024)));
        URI uri = URI.create(WebClient.baseUrl().replaceFirst("^http", "ws") + path);
        TextMessages listener = null;
        WebSocket socket = null;
        int delivered = 0;
        for (String message : messages) {
            requests++;
            try {
                if (socket == null || socket.isOutputClosed() || listener.closeCode().isDone()) {
                    recordClose(path, listener);
                    listener = new TextMessages();
                    socket = client.httpClient().newWebSocketBuilder().connectTimeout(BOUND).buildAsync(uri, listener)
                            .get(BOUND.toSeconds(), TimeUnit.SECONDS);
                }
                socket.sendText(message, true).get(BOUND.toSeconds(), TimeUnit.SECONDS);
                delivered++;
            } catch (TimeoutException e) {
                hung.add("WebSocket " + path + " " + abbreviate(message));
                socket = null;
            } catch (ExecutionException e) {
                // the server closed the connection under the send: a refusal, unless its close code says 1011
                socket = null;
            }
        }
        assertThat(delivered).as("fuzz messages the WebSocket endpoint " + path + " took").isPositive();
        Thread.sleep(500);
        recordClose(path, listener);
        if (socket != null && !socket.isOutputClosed()) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "fuzzed").get(BOUND.toSeconds(), TimeUnit.SECONDS);
        }
    }

    private void recordClose(String path, TextMessages listener) {
        if (listener == null) {
            return;
        }
        CompletableFuture<Integer> closeCode = listener.closeCode();
        if (closeCode.isDone() && !closeCode.isCompletedExceptionally() && closeCode.join() == INTERNAL_ERROR) {
            serverErrors.add("WebSocket " + path + " closed with 1011");
        }
        for (String received = listener.received().poll(); received != null; received = listener.received().poll()) {
            if (STACK_TRACE.matcher(received).find()) {
                stackTraces.add("WebSocket " + path + ": " + abbreviate(received));
            }
        }
    }

    private void fuzz(String path, String fixedName, String fixedValue, List<String> parameters) throws Exception {
        String fixed = fixedName == null ? "" : encode(fixedName) + "=" + encode(fixedValue);
        call("GET", path + (fixed.isEmpty() ? "" : "?" + fixed), null);
        for (String parameter : parameters) {
            for (String value : VALUES) {
                String prefix = (fixed.isEmpty() ? "" : fixed + "&") + encode(parameter) + "=";
                call("GET", path + "?" + prefix + encode(value), null);
                call("POST", path, prefix + raw(value));
            }
        }
    }

    /**
     * A postback of the form per field and value, each on a view state the page just gave (so the value, not the
     * view state, is what the server judges), and one with a forged view state. Skipped where the server has no Faces.
     */
    private void fuzzFaces(FacesForm form) throws Exception {
        if (client.get(form.page()).statusCode() == 404) {
            return;
        }
        call("POST", form.page(), "jakarta.faces.ViewState=forged&" + encode(form.button()) + "=x&" + form.id()
                + "_SUBMIT=1");
        for (String field : form.fields()) {
            for (String value : VALUES) {
                String state = Pages.viewState(client.get(form.page()).body()).orElse("none");
                call("POST", form.page(), "jakarta.faces.ViewState=" + encode(state) + "&" + form.id() + "_SUBMIT=1&"
                        + encode(form.button()) + "=x&" + encode(field) + "=" + raw(value));
            }
        }
    }

    private record FacesForm(String page, String id, String button, List<String> fields) {
    }

    private void call(String method, String path, String form) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(client.uri(path)).timeout(BOUND);
        if (form == null) {
            request.GET();
        } else {
            request.header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form, StandardCharsets.UTF_8));
        }
        check(method + " " + path + (form == null ? "" : " " + abbreviate(form)), request);
    }

    private void chunked(String path, int bytes) throws Exception {
        byte[] block = new byte[64 * 1024];
        List<byte[]> blocks = new ArrayList<>();
        for (int sent = 0; sent < bytes; sent += block.length) {
            blocks.add(block);
        }
        // ofByteArrays has no length, so the client sends the body chunked
        check("chunked POST " + path, HttpRequest.newBuilder(client.uri(path)).timeout(BOUND)
                .header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArrays(blocks)));
    }

    private void check(String what, HttpRequest.Builder request) throws Exception {
        requests++;
        // the request's timeout bounds the wait for the headers only; the whole answer, body included, is bounded
        // here (twice the bound, so that a timeout of the headers is still told as such)
        CompletableFuture<HttpResponse<String>> answer = client.httpClient().sendAsync(request.build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        try {
            HttpResponse<String> response = answer.get(2 * BOUND.toSeconds(), TimeUnit.SECONDS);
            if (response.statusCode() >= 500 && response.statusCode() != 503) {
                serverErrors.add(response.statusCode() + " " + abbreviate(what));
            }
            if (STACK_TRACE.matcher(response.body()).find()) {
                stackTraces.add(abbreviate(what));
            }
        } catch (TimeoutException e) {
            answer.cancel(true);
            hung.add(abbreviate(what) + " (headers arrived, the body did not end)");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof HttpTimeoutException) {
                hung.add(abbreviate(what));
            } else if (!(e.getCause() instanceof java.io.IOException)) {
                throw e;
            }
            // an IOException: the server may close the connection on a body it refuses; that is a refusal, not a
            // failure
        }
    }

    private Set<String> primitivePaths() throws Exception {
        Set<String> paths = new LinkedHashSet<>();
        for (JsonNode primitive : client.availablePrimitives()) {
            paths.add(primitive.required("path").asText());
        }
        assertThat(paths).as("primitives in the catalog").isNotEmpty();
        return paths;
    }

    /** The value as it stands, so that malformed escapes reach the server as they are (a URI cannot hold them). */
    private static String raw(String value) {
        return value.startsWith("%") ? value : encode(value);
    }

    private static String encode(String value) {
        return java.net.URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private static String encodePath(String value) {
        return encode(value).replace("+", "%20");
    }

    private static String abbreviate(String text) {
        return text.length() > 120 ? text.substring(0, 120) + "..." : text;
    }
}
