package io.daytrader.web.prims.ejb;

import io.daytrader.domain.Quote;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** {@link PingServlet2Session2Entity}, with the quote rendered by a JSP. */
@WebServlet("/ejb3/PingServlet2Session2Entity2JSP")
public class PingServlet2Session2Entity2JSP extends PingServlet2Session2Entity {

    private static final long serialVersionUID = 1L;
    private static final String PAGE = "/prims/views/quote.jsp";

    @Override
    protected void respond(HttpServletRequest request, HttpServletResponse response, Quote quote, int iterations)
            throws IOException, ServletException {
        request.setAttribute("primitive", "PingServlet2Session2Entity2JSP");
        request.setAttribute("quote", quote);
        request.getRequestDispatcher(PAGE).forward(request, response);
    }
}
