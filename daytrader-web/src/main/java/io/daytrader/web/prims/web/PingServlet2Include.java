package io.daytrader.web.prims.web;

import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/** Includes {@link PingServlet2IncludeRcv} primIterations times and reports how many includes ran. */
@WebServlet("/servlet/PingServlet2Include")
public class PingServlet2Include extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws IOException, ServletException {
        int iterations = runtime.settings().getPrimIterations();
        RequestDispatcher dispatcher = request.getRequestDispatcher(PingServlet2IncludeRcv.PATH);
        request.setAttribute(PingServlet2IncludeRcv.COUNT_ATTRIBUTE, 0);
        for (int i = 0; i < iterations; i++) {
            dispatcher.include(request, response);
        }
        PrimitiveResponses.text(response, "PingServlet2Include: Hit Count: " + hits.incrementAndGet()
                + ", includes run: " + request.getAttribute(PingServlet2IncludeRcv.COUNT_ATTRIBUTE));
    }
}
