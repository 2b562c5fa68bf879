package io.daytrader.web.prims.web;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/** Forwards to {@link PingServlet2ServletRcv} with a bean in a request attribute. */
@WebServlet("/servlet/PingServlet2Servlet")
public class PingServlet2Servlet extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws IOException, ServletException {
        request.setAttribute(PingBean.ATTRIBUTE, new PingBean("Message from Servlet", hits.incrementAndGet()));
        request.getRequestDispatcher(PingServlet2ServletRcv.PATH).forward(request, response);
    }
}
