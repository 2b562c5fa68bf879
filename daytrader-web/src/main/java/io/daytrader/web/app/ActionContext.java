package io.daytrader.web.app;

import io.daytrader.config.TradeSettings;
import io.daytrader.trade.TradeServices;
import jakarta.servlet.http.HttpServletRequest;

/** What an action works with: the trade services in force, the settings, its input, the session, the page model. */
public final class ActionContext {

    private final TradeServices trade;
    private final TradeSettings settings;
    private final FormInput form;
    private final TradeSession session;
    private final HttpServletRequest request;

    public ActionContext(TradeServices trade, TradeSettings settings, Parameters parameters, HttpServletRequest request) {
        this(trade, settings, new FormInput(parameters), new TradeSession(request), request);
    }

    private ActionContext(TradeServices trade, TradeSettings settings, FormInput form, TradeSession session,
            HttpServletRequest request) {
        this.trade = trade;
        this.settings = settings;
        this.form = form;
        this.session = session;
        this.request = request;
    }

    /** The same context on other trade services: those of a transaction in progress. */
    ActionContext on(TradeServices other) {
        return new ActionContext(other, settings, form, session, request);
    }

    public TradeServices trade() {
        return trade;
    }

    public TradeSettings settings() {
        return settings;
    }

    public FormInput form() {
        return form;
    }

    public TradeSession session() {
        return session;
    }

    /** The logged-in user (actions that need a login run only with one). */
    public String userID() {
        return session.userID();
    }

    /** Gives the page a value under {@code name}; it stays readable on the request after the action. */
    public void put(String name, Object value) {
        request.setAttribute(name, value);
    }

    HttpServletRequest request() {
        return request;
    }

    public Object get(String name) {
        return request.getAttribute(name);
    }
}
