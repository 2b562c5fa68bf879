package io.daytrader.bench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.daytrader.launch.Http;
import io.daytrader.bench.server.Target;

import java.io.IOException;
import java.time.Duration;

/**
 * A request to {@code /config} as the application's admin, in JSON: what the lab changes on the server under test.
 * Anything but a 200 is an error that names the action and what the server said ({@code {"error": ...}}).
 */
final class AdminRequest {

    private static final String ADMIN_USER = "admin";
    private static final ObjectMapper JSON = new ObjectMapper();

    private AdminRequest() {
    }

    /**
     * Sends {@code METHOD /config[?query]} with {@code json} as the body (null: none); {@code what} names the action
     * in the errors ("reset trade"). Returns the answer's JSON.
     */
    static JsonNode send(Target target, String method, String query, String json, String what, Duration timeout) {
        if (target.adminPassword() == null || target.adminPassword().isEmpty()) {
            throw new IllegalStateException(what + " needs the admin password of " + target.baseUrl()
                    + ": give --admin-password or set DAYTRADER_ADMIN_PASSWORD");
        }
        Http.Response response;
        try {
            response = Http.sendAsUser(method, target.baseUrl() + "/config" + (query == null ? "" : "?" + query), json,
                    ADMIN_USER, target.adminPassword(), timeout);
        } catch (IOException e) {
            throw new IllegalStateException(what + " failed on " + target.baseUrl() + ": " + e.getMessage(), e);
        }
        if (response.status() == 401 || response.status() == 403) {
            throw new IllegalStateException(what + " on " + target.baseUrl() + " refused the admin password (HTTP "
                    + response.status() + ")");
        }
        JsonNode answer = response.json() ? parse(response.body()) : null;
        if (response.status() != 200 || answer == null) {
            throw new IllegalStateException(what + " on " + target.baseUrl() + " answered HTTP " + response.status()
                    + ": " + said(response, answer));
        }
        return answer;
    }

    /** What an answer that is not the expected one says: its JSON error, else what kind of answer it was. */
    private static String said(Http.Response response, JsonNode answer) {
        if (answer != null && answer.hasNonNull("error")) {
            return answer.get("error").asText();
        }
        return "not the application's JSON (" + (response.contentType().isEmpty() ? "no content type"
                : response.contentType()) + ", " + response.body().length() + " characters)";
    }

    private static JsonNode parse(String body) {
        try {
            return JSON.readTree(body);
        } catch (IOException e) {
            return null;
        }
    }
}
