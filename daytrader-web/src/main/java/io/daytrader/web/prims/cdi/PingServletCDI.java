package io.daytrader.web.prims.cdi;

import io.daytrader.runtime.TradeApplication;
import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.ejb.EJB;
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

    @EJB
    private TradeApplication application;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int iterations = application.settings().getPrimIterations();
        long hit = hits.incrementAndGet();
        String greeting = "";
        for (int i = 0; i < iterations; i++) {
            greeting = greeter.greet("hit " + hit);
        }
        PrimitiveResponses.text(response, "PingServletCDI: Hit Count: " + hit + "; " + greeting
                + "; intercepted calls since start: " + counter.calls());
    }
}
