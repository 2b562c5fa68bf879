package io.daytrader.web.prims.web;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/** The minimal servlet: writes its init time and hit count through the ServletOutputStream. */
@WebServlet("/servlet/PingServlet")
public class PingServlet extends HttpServlet {

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
        ServletOutputStream out = response.getOutputStream();
        out.print(PingPage.html("PingServlet", initTime, hits.incrementAndGet()));
    }
}
