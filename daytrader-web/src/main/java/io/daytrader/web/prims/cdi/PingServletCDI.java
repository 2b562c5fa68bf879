package io.daytrader.web.prims.cdi;

import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;

/** Calls a request-scoped CDI bean through its decorator and interceptor, primIterations times. */
@WebServlet("/servlet/PingServletCDI")
public class PingServletCDI extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    @Inject
    private Greeter greeter;

    @Inject
    private CallCounter counter;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int iterations = runtime.settings().getPrimIterations();
        long hit = hits.incrementAndGet();
        String greeting = "";
        for (int i = 0; i < iterations; i++) {
            greeting = greeter.greet("hit " + hit);
        }
        PrimitiveResponses.text(response, "PingServletCDI: Hit Count: " + hit + "; " + greeting
                + "; intercepted calls since start: " + counter.calls());
    }
}
