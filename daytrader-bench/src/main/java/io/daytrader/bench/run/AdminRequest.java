package io.daytrader.bench.run;

import io.daytrader.bench.target.Http;
import io.daytrader.bench.target.Target;

import java.io.IOException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A config action as the application's admin ({@code GET /config?action=...}): what the lab changes on the server
 * under test. Anything but a 200 is an error that names the action and what the server answered.
 */
final class AdminRequest {

    private static final String ADMIN_USER = "admin";

    private AdminRequest() {
    }

    /** Sends {@code /config?<query>}; {@code what} names the action in the errors ("reset trade"). */
    static void send(Target target, String query, String what, Duration timeout) {
        if (target.adminPassword() == null || target.adminPassword().isEmpty()) {
            throw new IllegalStateException(what + " needs the admin password of " + target.baseUrl()
                    + ": give --admin-password or set DAYTRADER_ADMIN_PASSWORD");
        }
        Http.Response response;
        try {
            response = Http.getAsAdmin(target.baseUrl() + "/config?" + query, ADMIN_USER, target.adminPassword(), timeout);
        } catch (IOException e) {
            throw new IllegalStateException(what + " failed on " + target.baseUrl() + ": " + e.getMessage(), e);
        }
        if (response.status() == 401 || response.status() == 403) {
            throw new IllegalStateException(what + " on " + target.baseUrl() + " refused the admin password (HTTP "
                    + response.status() + ")");
        }
        if (response.status() != 200) {
            String said = pageText(response.body());
            throw new IllegalStateException(what + " on " + target.baseUrl() + " answered HTTP " + response.status()
                    + (said.isEmpty() ? "" : ": " + said));
        }
    }

    /**
     * What an error page says: the config page's message ({@code <p id="message">}), else the page's text without
     * its markup; cut to a line's length.
     */
    static String pageText(String html) {
        String page = html == null ? "" : html;
        Matcher message = MESSAGE.matcher(page);
        String text = (message.find() ? message.group(1) : page.replaceAll("(?is)<(script|style|title)[^>]*>.*?</\\1>", " "))
                .replaceAll("<[^>]*>", " ").replace("&#39;", "'").replace("&quot;", "\"").replace("&lt;", "<")
                .replace("&gt;", ">").replace("&amp;", "&").replaceAll("\\s+", " ").trim();
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT) + "...";
    }

    private static final Pattern MESSAGE = Pattern.compile("(?s)<p id=\"message\">(.*?)</p>");

    private static final int MAX_TEXT = 200;
}
