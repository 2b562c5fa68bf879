package io.daytrader.web.prims.ejb;

import io.daytrader.domain.Holding;
import io.daytrader.prims.PingEntityBean;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.prims.RandomPopulation;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.StringJoiner;

/** A session bean queries the holdings of a user (random, or {@code ?user=}), primIterations times. */
@WebServlet("/ejb3/PingServlet2Session2EntityCollection")
public class PingServlet2Session2EntityCollection extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private PingEntityBean entities;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String user = RandomPopulation.user(runtime.settings(), request.getParameter("user"));
        int iterations = runtime.settings().getPrimIterations();
        List<Holding> holdings = List.of();
        for (int i = 0; i < iterations; i++) {
            holdings = entities.holdingsOf(user);
        }
        StringJoiner listed = new StringJoiner(" ");
        for (Holding holding : holdings) {
            listed.add(holding.getHoldingID() + ":" + holding.getQuoteSymbol());
        }
        PrimitiveResponses.text(response, "PingServlet2Session2EntityCollection: " + user + " has " + holdings.size()
                + " holdings (queried " + iterations + " times): " + listed);
    }
}
