package io.daytrader.web.prims.ejb;

import io.daytrader.domain.Quote;
import io.daytrader.prims.PingEntityBean;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.prims.RandomPopulation;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.ejb.EJB;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** A session bean finds a quote entity (random, or {@code ?symbol=}) with JPA, primIterations times. */
@WebServlet("/ejb3/PingServlet2Session2Entity")
public class PingServlet2Session2Entity extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private PingEntityBean entities;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws IOException, ServletException {
        String symbol = RandomPopulation.symbol(runtime.settings(), request.getParameter("symbol"));
        int iterations = runtime.settings().getPrimIterations();
        Quote quote = null;
        for (int i = 0; i < iterations; i++) {
            quote = entities.findQuote(symbol);
        }
        if (quote == null) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_NOT_FOUND, "no quote " + symbol);
            return;
        }
        respond(request, response, quote, iterations);
    }

    /** Writes the quote; {@link PingServlet2Session2Entity2JSP} renders it with a JSP instead. */
    protected void respond(HttpServletRequest request, HttpServletResponse response, Quote quote, int iterations)
            throws IOException, ServletException {
        PrimitiveResponses.text(response, "PingServlet2Session2Entity: found " + iterations + " times: symbol="
                + quote.getSymbol() + " company=" + quote.getCompanyName() + " price=" + quote.getPrice().toPlainString()
                + " volume=" + quote.getVolume());
    }
}
