package io.daytrader.web.scenario;

import io.daytrader.config.TradeSettings;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.app.Parameters;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code /scenario}: every request plays one action of one user, so a load tool with cookies emulates many
 * users from one URL (spec, section 7). Without a user in the session the request logs the next user in;
 * otherwise it plays {@code action} (its first letter: h q o r a p b s u) or, without one, an action drawn
 * from the standard mix. {@code action=n} answers a tiny page and does nothing. The actions run the same code
 * as {@code /app}, order alerts included.
 */
@WebServlet(urlPatterns = "/scenario")
public class TradeScenarioServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private static final int RESPONSE_BUFFER = 128 * 1024;

    private final transient ScenarioPlayer.SharedState shared = new ScenarioPlayer.SharedState(new Random());
    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        if (!Parameters.readable(request)) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            response.getWriter().println(page(Parameters.MALFORMED));
            return;
        }
        String action = request.getParameter("action");
        if (action != null && action.startsWith("n")) {
            response.getWriter().println("<!DOCTYPE html><html><head><title>Hello</title></head>"
                    + "<body>Hello from the DayTrader scenario</body></html>");
            return;
        }
        response.setBufferSize(RESPONSE_BUFFER);
        TradeSettings settings = runtime.settings();
        ScenarioPlayer player = new ScenarioPlayer(request, response, runtime.services(settings), settings, shared,
                ThreadLocalRandom.current());
        char step = player.chooseStep(action);
        if (!player.play(step)) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            response.getWriter().println(page("Unknown scenario action: use one of h q o r a p b s u, or n"));
        }
    }

    /** A page with a message that needs no escaping. */
    private static String page(String message) {
        return "<!DOCTYPE html><html><head><title>DayTrader scenario</title></head><body><p id=\"message\">"
                + message + "</p></body></html>";
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        doGet(request, response);
    }
}
