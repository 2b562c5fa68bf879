package io.daytrader.web.prims.catalog;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Answers 501 Not Implemented, with the reason, for a primitive this server cannot run, instead of letting it fail.
 * Mapped only to the paths of those primitives ({@link UnavailablePrimitives}), so the others pay nothing.
 */
class UnavailablePrimitiveFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;

    private final transient Map<String, Primitive> byPath;

    UnavailablePrimitiveFilter(List<Primitive> unavailable) {
        byPath = unavailable.stream().collect(Collectors.toMap(Primitive::path, Function.identity()));
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        Primitive primitive = byPath.get(request.getRequestURI().substring(request.getContextPath().length()));
        String what = primitive == null ? "This primitive" : primitive.name();
        String needs = primitive == null ? "" : " (it needs " + primitive.feature() + ")";
        response.setStatus(HttpServletResponse.SC_NOT_IMPLEMENTED);
        response.setContentType("text/plain;charset=UTF-8");
        response.getWriter().println(what + " is not available on this server" + needs
                + "; the catalog (GET " + request.getContextPath() + "/primitives) lists what is.");
    }
}
