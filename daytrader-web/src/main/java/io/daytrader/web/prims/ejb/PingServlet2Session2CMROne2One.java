package io.daytrader.web.prims.ejb;

import io.daytrader.domain.AccountProfile;
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

/** A session bean goes from a user's account to its profile (one to one), primIterations times. */
@WebServlet("/ejb3/PingServlet2Session2CMROne2One")
public class PingServlet2Session2CMROne2One extends HttpServlet {

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
        AccountProfile profile = null;
        for (int i = 0; i < iterations; i++) {
            profile = entities.profileOfAccount(user);
        }
        if (profile == null) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_NOT_FOUND, "no account of user " + user);
            return;
        }
        PrimitiveResponses.text(response, "PingServlet2Session2CMROne2One: account of " + user + " -> profile userID="
                + profile.getUserID() + " fullName=" + profile.getFullName() + " email=" + profile.getEmail()
                + " (" + iterations + " times)");
    }
}
