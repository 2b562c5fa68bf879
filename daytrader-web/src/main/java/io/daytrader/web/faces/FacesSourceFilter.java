package io.daytrader.web.faces;

import jakarta.servlet.FilterChain;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** The Faces pages' sources are not served: a page is asked for as {@code NAME.faces}, never as {@code NAME.xhtml}. */
@WebFilter(urlPatterns = "*.xhtml")
public class FacesSourceFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException {
        response.sendError(HttpServletResponse.SC_NOT_FOUND);
    }
}
