package io.daytrader.web.app;

import io.daytrader.config.TradeSettings;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;

/**
 * {@code /app}: the trading interface. GET and POST alike, {@code action} and the other parameters with their
 * classic names (see {@link Action}), so classic DayTrader load scripts run unchanged.
 */
@WebServlet(urlPatterns = "/app")
public class TradeAppServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        request.setCharacterEncoding("UTF-8");
        TradeSettings settings = runtime.settings();
        ActionContext context = new ActionContext(runtime.services(settings), settings, Parameters.of(request),
                request);
        Outcome outcome;
        if (!Parameters.readable(request)) {
            outcome = ActionRunner.badRequest(Parameters.MALFORMED, context);
        } else {
            String name = request.getParameter("action");
            Optional<Action> action = Action.named(name);
            if (action.isEmpty()) {
                outcome = ActionRunner.badRequest("Invalid Action: " + name, context);
            } else {
                outcome = ActionRunner.runRequested(action.get(), context);
            }
        }
        response.setStatus(outcome.status());
        response.setContentType("text/html;charset=UTF-8");
        request.getRequestDispatcher(outcome.view().path()).forward(request, response);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        doGet(request, response);
    }
}
