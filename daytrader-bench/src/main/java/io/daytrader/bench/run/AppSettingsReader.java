package io.daytrader.bench.run;

import io.daytrader.bench.results.AppSettings;
import io.daytrader.bench.target.Http;

import java.io.IOException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The application's settings as its config page ({@code GET /config}, readable by anyone) states them: the
 * selected runtime and order processing modes and the primitive iterations. Null fields when the page does not
 * say.
 */
final class AppSettingsReader {

    private AppSettingsReader() {
    }

    static AppSettings read(String baseUrl, String jpa, String database) {
        String page;
        try {
            Http.Response response = Http.get(baseUrl + "/config", Duration.ofSeconds(30));
            page = response.status() == 200 ? response.body() : "";
        } catch (IOException e) {
            page = "";
        }
        return parse(page, jpa, database);
    }

    static AppSettings parse(String page, String jpa, String database) {
        String iterations = match(page, "id=\"primIterations\" value=\"(\\d+)\"");
        return new AppSettings(selected(page, "RunTimeMode"), selected(page, "OrderProcessingMode"),
                iterations == null ? null : Integer.valueOf(iterations), jpa, database);
    }

    private static String selected(String page, String select) {
        return match(page, "(?s)<select name=\"" + select + "\"[^>]*>.*?<option[^>]*\\bselected\\b[^>]*>([^<]*)<");
    }

    private static String match(String page, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(page);
        return matcher.find() ? matcher.group(1).trim() : null;
    }
}
