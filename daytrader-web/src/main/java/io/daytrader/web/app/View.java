package io.daytrader.web.app;

/** The JSP pages of the trading interface. */
public enum View {
    WELCOME("/WEB-INF/jsp/welcome.jsp"),
    REGISTER("/register.jsp"),
    HOME("/WEB-INF/jsp/home.jsp"),
    ACCOUNT("/WEB-INF/jsp/account.jsp"),
    PORTFOLIO("/WEB-INF/jsp/portfolio.jsp"),
    QUOTES("/WEB-INF/jsp/quotes.jsp"),
    ORDER("/WEB-INF/jsp/order.jsp"),
    MARKET_SUMMARY("/WEB-INF/jsp/marketSummary.jsp"),
    PROBLEM("/WEB-INF/jsp/problem.jsp");

    private final String path;

    View(String path) {
        this.path = path;
    }

    /** The JSP's path in the web module; the registration page is public, as classic load scripts fetch it. */
    public String path() {
        return path;
    }
}
