package io.daytrader.web.faces;

import io.daytrader.web.app.View;
import java.util.EnumMap;
import java.util.Map;

/** The Faces page of each page of the trading interface, at the classic's names (welcome.faces, tradehome.faces, ...). */
final class FacesViews {

    private static final Map<View, String> VIEW_IDS = new EnumMap<>(Map.of(
            View.WELCOME, "/welcome.xhtml",
            View.REGISTER, "/register.xhtml",
            View.HOME, "/tradehome.xhtml",
            View.ACCOUNT, "/account.xhtml",
            View.PORTFOLIO, "/portfolio.xhtml",
            View.QUOTES, "/quote.xhtml",
            View.ORDER, "/order.xhtml",
            View.PROBLEM, "/problem.xhtml"));

    private FacesViews() {
    }

    /** The pages the Faces beans' actions lead to (the market summary is the JSP's only). */
    static String of(View view) {
        return VIEW_IDS.get(view);
    }
}
