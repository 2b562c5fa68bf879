package io.daytrader.web.scenario;

import io.daytrader.config.TradeSettings;
import io.daytrader.domain.Holding;
import io.daytrader.trade.TradeServices;
import io.daytrader.web.app.Action;
import io.daytrader.web.app.ActionContext;
import io.daytrader.web.app.ActionRunner;
import io.daytrader.web.app.Outcome;
import io.daytrader.web.app.Parameters;
import io.daytrader.web.app.TradeSession;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.StringJoiner;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;

/**
 * Plays one scenario step for the session's user with the {@code /app} action code ({@link ActionRunner}), and
 * includes each action's page in the response. The first refused action stops the step and gives the response
 * its status.
 */
final class ScenarioPlayer {

    /** Shared by every scenario request: which user logs in next, and how many sells are owed. */
    static final class SharedState {
        final UserDeck deck;
        final AtomicInteger sellDeficit = new AtomicInteger();
        final AtomicLong registrations = new AtomicLong();

        SharedState(Random random) {
            deck = new UserDeck(random);
        }
    }

    private static final Logger LOG = Logger.getLogger(ScenarioPlayer.class.getName());
    private static final int MAX_SYMBOLS_PER_QUOTE_REQUEST = 10;
    private static final int MAX_QUANTITY = 200;
    private static final String ORIGINAL_USER_PREFIX = "uid:";

    private final HttpServletRequest request;
    private final HttpServletResponse response;
    private final TradeServices trade;
    private final TradeSettings settings;
    private final SharedState shared;
    private final Random random;
    private boolean refused;

    ScenarioPlayer(HttpServletRequest request, HttpServletResponse response, TradeServices trade,
            TradeSettings settings, SharedState shared, Random random) {
        this.request = request;
        this.response = response;
        this.trade = trade;
        this.settings = settings;
        this.shared = shared;
        this.random = random;
    }

    /** The step's code: the explicit one, else login when nobody is logged in, else one drawn from the mix. */
    char chooseStep(String explicit) {
        if (new TradeSession(request).userID() == null) {
            return 'l';
        }
        if (explicit != null && !explicit.isBlank()) {
            return explicit.charAt(0);
        }
        return ScenarioMix.pick(random.nextInt(100));
    }

    /** Plays the step; false for an unknown code. */
    boolean play(char step) throws ServletException, IOException {
        switch (step) {
            case 'l' -> login();
            case 'h' -> run(Action.HOME, Map.of());
            case 'q' -> run(Action.QUOTES, Map.of("symbols", randomSymbols(1 + random.nextInt(MAX_SYMBOLS_PER_QUOTE_REQUEST))));
            case 'o' -> run(Action.LOGOUT, Map.of());
            case 'r' -> register();
            case 'a' -> run(Action.ACCOUNT, Map.of());
            case 'p' -> run(Action.PORTFOLIO, Map.of());
            case 'b' -> buyOrRepaySell();
            case 's' -> sell();
            case 'u' -> updateProfile();
            default -> {
                return false;
            }
        }
        return true;
    }

    private void login() throws ServletException, IOException {
        String userID = ORIGINAL_USER_PREFIX + shared.deck.next(settings.getUsers());
        if (!run(Action.LOGIN, Map.of("uid", userID, "passwd", "xxx"))) {
            LOG.warning(() -> "Scenario: login of " + userID + " failed; is the database built for "
                    + settings.getUsers() + " users? (reset or rebuild it)");
        }
    }

    private void register() throws ServletException, IOException {
        if (!run(Action.LOGOUT, Map.of())) {
            return;
        }
        long millis = System.currentTimeMillis();
        String userID = "ru:" + millis + "-" + shared.registrations.incrementAndGet();
        run(Action.REGISTER, Map.of(
                "user id", userID,
                "passwd", "yyy",
                "confirm passwd", "yyy",
                "Full Name", "first:" + random.nextInt(1000) + " last:" + random.nextInt(5000),
                "snail mail", random.nextInt(1000) + " Oak St.",
                "email", "ru" + millis + "@" + random.nextInt(100) + ".com",
                "Credit Card Number", random.nextInt(100) + "-" + random.nextInt(1000) + "-" + random.nextInt(1000)
                        + "-" + random.nextInt(1000),
                "money", "1000000"));
    }

    /** An original user who owes a sell sells instead of buying, so that buys and sells stay balanced. */
    private void buyOrRepaySell() throws ServletException, IOException {
        if (isOriginalUser() && shared.sellDeficit.getAndUpdate(owed -> owed > 0 ? owed - 1 : 0) > 0) {
            sell();
        } else {
            buy();
        }
    }

    private void buy() throws ServletException, IOException {
        String symbol = randomSymbols(1);
        if (run(Action.QUOTES, Map.of("symbols", symbol))) {
            run(Action.BUY, Map.of("symbol", symbol, "quantity", (1 + random.nextInt(MAX_QUANTITY)) + ".0"));
        }
    }

    /** Sells the first holding not already being sold; without one, buys, and an original user owes a sell. */
    private void sell() throws ServletException, IOException {
        if (!run(Action.PORTFOLIO_NO_EDGE, Map.of())) {
            return;
        }
        @SuppressWarnings("unchecked")
        List<Holding> holdings = (List<Holding>) request.getAttribute("holdings");
        for (Holding holding : holdings) {
            if (!holding.isBeingSold()) {
                run(Action.SELL, Map.of("holdingID", String.valueOf(holding.getHoldingID())));
                return;
            }
        }
        if (isOriginalUser()) {
            shared.sellDeficit.incrementAndGet();
        }
        buy();
    }

    private void updateProfile() throws ServletException, IOException {
        if (run(Action.ACCOUNT, Map.of())) {
            run(Action.UPDATE_PROFILE, Map.of(
                    "fullname", "rnd" + System.currentTimeMillis(),
                    "password", "xxx",
                    "cpassword", "xxx",
                    "currentpassword", isOriginalUser() ? "xxx" : "yyy",
                    "address", "rndAddress",
                    "email", "rndEmail",
                    "creditcard", "rndCC"));
        }
    }

    /** Runs one /app action and includes its page; false when it was refused (the step then stops). */
    private boolean run(Action action, Map<String, String> parameters) throws ServletException, IOException {
        if (refused) {
            return false;
        }
        Outcome outcome = ActionRunner.run(action, new ActionContext(trade, settings, Parameters.of(parameters), request));
        if (!outcome.succeeded()) {
            refused = true;
            response.setStatus(outcome.status());
        }
        request.getRequestDispatcher(outcome.view().path()).include(request, response);
        return outcome.succeeded();
    }

    private boolean isOriginalUser() {
        String userID = new TradeSession(request).userID();
        return userID != null && userID.startsWith(ORIGINAL_USER_PREFIX);
    }

    /** Distinct random symbols of s:0 to s:(quotes - 2), as the classic scenario draws them. */
    private String randomSymbols(int count) {
        int range = Math.max(1, settings.getQuotes() - 1);
        StringJoiner symbols = new StringJoiner(",");
        for (int i = 0; i < count; i++) {
            symbols.add("s:" + random.nextInt(range));
        }
        return symbols.toString();
    }
}
