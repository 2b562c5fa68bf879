package io.daytrader.web.prims.ejb;

import io.daytrader.prims.PingSessionBean;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/** Calls a stateless session bean (the return of a random investment) primIterations times. */
@WebServlet("/ejb3/PingServlet2Session")
public class PingServlet2Session extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    @EJB
    private PingSessionBean session;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int iterations = runtime.settings().getPrimIterations();
        ThreadLocalRandom random = ThreadLocalRandom.current();
        double investment = 0;
        double value = 0;
        double rateOfReturn = 0;
        for (int i = 0; i < iterations; i++) {
            investment = 1000 + random.nextInt(9000);
            value = investment * (0.5 + random.nextDouble());
            rateOfReturn = session.investmentReturn(investment, value);
        }
        PrimitiveResponses.text(response, String.format("PingServlet2Session: Hit Count: %d, %d calls; last: "
                + "investment %.2f, current value %.2f, return %.4f", hits.incrementAndGet(), iterations, investment,
                value, rateOfReturn));
    }
}
