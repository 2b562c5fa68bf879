package io.daytrader.web.prims.web;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/** Builds a bean and forwards to a JSP that renders it. */
@WebServlet("/servlet/PingServlet2Jsp")
public class PingServlet2Jsp extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private static final String PAGE = "/prims/views/PingServlet2Jsp.jsp";
    private final AtomicLong hits = new AtomicLong();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws IOException, ServletException {
        request.setAttribute(PingBean.ATTRIBUTE, new PingBean("Message from PingServlet2Jsp", hits.incrementAndGet()));
        request.getRequestDispatcher(PAGE).forward(request, response);
    }
}
