package io.daytrader.web.app;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;

/** The named values an action reads: the request's parameters, or values the scenario servlet chose. */
@FunctionalInterface
public interface Parameters {

    /** What a request whose parameters cannot be decoded is told. */
    String MALFORMED = "The request's parameters are malformed (bad %-encoding?)";

    /** The value, or null when absent. */
    String get(String name);

    static Parameters of(HttpServletRequest request) {
        return request::getParameter;
    }

    /**
     * False when the container cannot decode the request's parameters (e.g. a bad %-escape): most containers throw
     * an IllegalArgumentException, newer ones (Servlet 6.1) an IllegalStateException.
     */
    static boolean readable(HttpServletRequest request) {
        try {
            request.getParameterMap();
            return true;
        } catch (IllegalArgumentException | IllegalStateException malformed) {
            return false;
        }
    }

    static Parameters of(Map<String, String> values) {
        Map<String, String> copy = Map.copyOf(values);
        return copy::get;
    }
}
