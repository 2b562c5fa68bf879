package io.daytrader.web.prims.jdbc;

import io.daytrader.domain.Quote;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** {@link PingJDBCRead}, with the quote rendered by a JSP. */
@WebServlet("/servlet/PingJDBCRead2JSP")
public class PingJDBCRead2JSP extends PingJDBCRead {

    private static final long serialVersionUID = 1L;
    static final String PAGE = "/prims/views/quote.jsp";

    @Override
    protected void respond(HttpServletRequest request, HttpServletResponse response, Quote quote, int iterations)
            throws IOException, ServletException {
        request.setAttribute("primitive", "PingJDBCRead2JSP");
        request.setAttribute("quote", quote);
        request.getRequestDispatcher(PAGE).forward(request, response);
    }
}
