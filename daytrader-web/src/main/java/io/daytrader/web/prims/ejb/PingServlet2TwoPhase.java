package io.daytrader.web.prims.ejb;

import io.daytrader.domain.Quote;
import io.daytrader.prims.PingAcknowledgements;
import io.daytrader.prims.PingTwoPhaseBean;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.RandomPopulation;
import io.daytrader.web.prims.jms.PingRoundTrips;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * A session bean reads a quote (random, or {@code ?symbol=}) with JPA and sends a ping message in one XA
 * transaction, primIterations times, and answers when the ping queue's MDB has consumed every message.
 */
@WebServlet(urlPatterns = "/ejb3/PingServlet2TwoPhase", asyncSupported = true)
public class PingServlet2TwoPhase extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private PingTwoPhaseBean twoPhase;

    @EJB
    private PingAcknowledgements acknowledgements;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String symbol = RandomPopulation.symbol(runtime.settings(), request.getParameter("symbol"));
        PingRoundTrips.run("PingServlet2TwoPhase", runtime.settings().getPrimIterations(), acknowledgements,
                ticket -> describe(symbol, twoPhase.findQuoteAndPing(symbol, ticket)), request, response);
    }

    private static String describe(String symbol, Quote quote) {
        return quote == null ? "no quote " + symbol + " (message sent)"
                : "read symbol=" + quote.getSymbol() + " price=" + quote.getPrice().toPlainString()
                        + " and sent ping in one transaction";
    }
}
