package io.daytrader.web.app;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;

/** The named values an action reads: the request's parameters, or values the scenario servlet chose. */
@FunctionalInterface
public interface Parameters {

    /** The value, or null when absent. */
    String get(String name);

    static Parameters of(HttpServletRequest request) {
        return request::getParameter;
    }

    static Parameters of(Map<String, String> values) {
        Map<String, String> copy = Map.copyOf(values);
        return copy::get;
    }
}
