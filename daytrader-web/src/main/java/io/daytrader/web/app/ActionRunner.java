package io.daytrader.web.app;

import io.daytrader.domain.Order;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.UnknownUserException;
import io.daytrader.web.security.CrossSiteRequests;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs one action of the trading interface, for {@code /app}, the Faces pages and the scenario servlet alike: checks the login,
 * performs the action, turns a refusal into a page with a message and a 4xx status, and, after a successful
 * action of a logged-in user, fetches the order alerts (orders filled since the last page). An action and the alerts
 * of its page run in one transaction, so a page commits once; a refused action rolls its transaction back, so it
 * leaves nothing behind, whatever it had done before it was refused. The page's values are left as request
 * attributes; the caller renders {@link Outcome#view()}.
 */
public final class ActionRunner {

    private static final Logger LOG = Logger.getLogger(ActionRunner.class.getName());
    private static final String CROSS_SITE = "This action cannot be sent from another web site";

    private ActionRunner() {
    }

    /**
     * Runs the action a browser's request asked for: one that changes something is refused (403) when the browser
     * says another site sent it ({@link CrossSiteRequests}).
     */
    public static Outcome runRequested(Action action, ActionContext context) {
        if (action.changesState() && CrossSiteRequests.isCrossSite(context.request())) {
            return refusedRequest(HttpServletResponse.SC_FORBIDDEN, CROSS_SITE, context);
        }
        return run(action, context);
    }

    public static Outcome run(Action action, ActionContext context) {
        Outcome outcome = action.needsLogin() && context.userID() == null
                ? AccountActions.notLoggedIn()
                : inOneTransaction(action, context);
        context.put("message", outcome.message());
        context.put("refused", !outcome.succeeded());
        context.put("userID", context.userID());
        return outcome;
    }

    /** The outcome of a request that names no known action or cannot be read: a 400 with the message. */
    public static Outcome badRequest(String message, ActionContext context) {
        return refusedRequest(HttpServletResponse.SC_BAD_REQUEST, message, context);
    }

    /** The outcome of a request refused before any action ran: {@code status} with the message. */
    public static Outcome refusedRequest(int status, String message, ActionContext context) {
        context.put("message", message);
        context.put("refused", true);
        context.put("userID", context.userID());
        return new Outcome(context.userID() == null ? View.WELCOME : View.PROBLEM, status, message);
    }

    private static Outcome inOneTransaction(Action action, ActionContext context) {
        try {
            return context.trade().inOneTransaction(trade -> {
                ActionContext inTransaction = context.on(trade);
                Outcome outcome = outcome(action, inTransaction);
                if (!outcome.succeeded()) {
                    throw new RefusedAction(outcome);
                }
                showAlerts(outcome, inTransaction);
                return outcome;
            });
        } catch (RefusedAction e) {
            return e.outcome();
        } catch (TradeException e) {
            throw new IllegalStateException("A page's actions report their refusals as outcomes", e);
        }
    }

    private static void showAlerts(Outcome outcome, ActionContext context) {
        if (outcome.succeeded() && showsAlerts(outcome.view()) && context.settings().isDisplayOrderAlerts()) {
            context.put("closedOrders", closedOrders(context));
        }
    }

    private static Outcome outcome(Action action, ActionContext context) {
        try {
            return perform(action, context);
        } catch (InvalidParameterException e) {
            return refused(action, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
        } catch (UnknownUserException e) {
            if (action.needsLogin()) {
                context.session().logOut();
                return new Outcome(View.WELCOME, HttpServletResponse.SC_UNAUTHORIZED,
                        "Your user no longer exists (was the database rebuilt?); please log in again");
            }
            return refused(action, ErrorStatus.of(e), e.getMessage());
        } catch (TradeException e) {
            return refused(action, ErrorStatus.of(e), e.getMessage());
        }
    }

    private static Outcome perform(Action action, ActionContext context)
            throws InvalidParameterException, TradeException {
        switch (action) {
            case LOGIN:
                return AccountActions.login(context);
            case REGISTER:
                return AccountActions.register(context);
            case HOME:
                return AccountActions.home(context, null);
            case ACCOUNT:
                return AccountActions.account(context, null);
            case UPDATE_PROFILE:
                return AccountActions.updateProfile(context);
            case PORTFOLIO:
            case PORTFOLIO_NO_EDGE:
                return TradingActions.portfolio(context);
            case QUOTES:
                return TradingActions.quotes(context);
            case BUY:
                return TradingActions.buy(context);
            case SELL:
                return TradingActions.sell(context);
            case MARKET_SUMMARY:
                return TradingActions.marketSummary(context);
            case LOGOUT:
                return AccountActions.logout(context);
            default:
                return Outcome.ok(View.WELCOME);
        }
    }

    private static Outcome refused(Action action, int status, String message) {
        switch (action) {
            case LOGIN:
                return new Outcome(View.WELCOME, status, message);
            case REGISTER:
                return new Outcome(View.REGISTER, status, "Registration operation failed: " + message);
            default:
                return new Outcome(View.PROBLEM, status, message);
        }
    }

    private static boolean showsAlerts(View view) {
        return view != View.WELCOME && view != View.REGISTER;
    }

    private static List<Order> closedOrders(ActionContext context) {
        try {
            return context.trade().getClosedOrders(context.userID());
        } catch (TradeException e) {
            LOG.log(Level.FINE, "No order alerts for " + context.userID(), e);
            return List.of();
        }
    }
}
