package io.daytrader.web.prims.ejb;

import io.daytrader.domain.Order;
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

/** A session bean goes from a user's account to its orders (one to many), primIterations times. */
@WebServlet("/ejb3/PingServlet2Session2CMROne2Many")
public class PingServlet2Session2CMROne2Many extends HttpServlet {

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
        List<Order> orders = List.of();
        for (int i = 0; i < iterations; i++) {
            orders = entities.ordersOfAccount(user);
        }
        StringJoiner listed = new StringJoiner(" ");
        for (Order order : orders) {
            listed.add(order.getOrderID() + ":" + order.getQuoteSymbol());
        }
        PrimitiveResponses.text(response, "PingServlet2Session2CMROne2Many: account of " + user + " -> " + orders.size()
                + " orders (" + iterations + " times): " + listed);
    }
}
