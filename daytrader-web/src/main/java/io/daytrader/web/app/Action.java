package io.daytrader.web.app;

import java.util.Optional;

/** The actions of {@code /app?action=...}, with the classic names. */
public enum Action {
    WELCOME("", false),
    LOGIN("login", false),
    REGISTER("register", false),
    HOME("home", true),
    ACCOUNT("account", true),
    UPDATE_PROFILE("update_profile", true),
    PORTFOLIO("portfolio", true),
    PORTFOLIO_NO_EDGE("portfolioNoEdge", true),
    QUOTES("quotes", true),
    BUY("buy", true),
    SELL("sell", true),
    MARKET_SUMMARY("mksummary", true),
    LOGOUT("logout", true);

    private final String parameterValue;
    private final boolean needsLogin;

    Action(String parameterValue, boolean needsLogin) {
        this.parameterValue = parameterValue;
        this.needsLogin = needsLogin;
    }

    /** The value of the {@code action} parameter. */
    public String parameterValue() {
        return parameterValue;
    }

    public boolean needsLogin() {
        return needsLogin;
    }

    /** Whether the action changes data or the session, so that another site must not make a browser send it. */
    public boolean changesState() {
        return this == LOGIN || this == REGISTER || this == UPDATE_PROFILE || this == BUY || this == SELL
                || this == LOGOUT;
    }

    /** The action named by the parameter; a missing or blank one is {@link #WELCOME}, an unknown one empty. */
    public static Optional<Action> named(String parameter) {
        if (parameter == null || parameter.isBlank()) {
            return Optional.of(WELCOME);
        }
        for (Action action : values()) {
            if (action.parameterValue.equals(parameter.strip())) {
                return Optional.of(action);
            }
        }
        return Optional.empty();
    }
}
