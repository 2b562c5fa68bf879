package io.daytrader.web.prims.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/** The minimal servlet writing through the PrintWriter instead of the output stream. */
@WebServlet("/servlet/PingServletWriter")
public class PingServletWriter extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();
    private String initTime;

    @Override
    public void init() {
        initTime = Instant.now().toString();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().write(PingPage.html("PingServletWriter", initTime, hits.incrementAndGet()));
    }
}
