package io.daytrader.web.prims.jms;

import io.daytrader.prims.PingAcknowledgements;
import io.daytrader.prims.PingMessenger;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.ejb.EJB;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** Publishes primIterations ping messages to the ping topic and answers when its MDB has consumed them all. */
@WebServlet(urlPatterns = "/ejb3/PingServlet2MDBTopic", asyncSupported = true)
public class PingServlet2MDBTopic extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @EJB
    private PingMessenger messenger;

    @EJB
    private PingAcknowledgements acknowledgements;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        PingRoundTrips.run("PingServlet2MDBTopic", runtime.settings().getPrimIterations(), acknowledgements,
                messenger::publishToTopic, request, response);
    }
}
