package io.daytrader.web.faces;

import io.daytrader.web.app.Action;
import io.daytrader.web.app.PortfolioView;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Named;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * portfolio.faces: the holdings, each with a sell button. A postback's rows are the holdings read again, in the
 * same order, so the classic's {@code portfolio:holdings:0:sell} sells the first holding. The page also sends the
 * holdings it showed ({@value #SHOWN}): a sell then sells the holding shown at that row even if the portfolio
 * changed meanwhile (one sold meanwhile is refused with the JSP page's message), never another one.
 */
@Named
@RequestScoped
public class PortfolioPage {

    public void show() {
        FacesActions.show(Action.PORTFOLIO);
    }

    static final String SHOWN = "shownHoldings";

    public String sell(PortfolioView.Row row) {
        String holdingID = String.valueOf(row.getHolding().getHoldingID());
        String shown = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap().get(SHOWN);
        if (shown != null) {
            List<String> shownIDs = List.of(shown.split(","));
            int position = getPortfolio().getRows().indexOf(row);
            holdingID = position < shownIDs.size() ? shownIDs.get(position) : "";
        }
        return FacesActions.run(Action.SELL, "holdingID", holdingID);
    }

    /** The holdings' IDs in the order of the rows, for the page to send back with a sell. */
    public String getShownHoldingIDs() {
        return getPortfolio().getRows().stream().map(r -> String.valueOf(r.getHolding().getHoldingID()))
                .collect(Collectors.joining(","));
    }

    public PortfolioView getPortfolio() {
        Map<String, Object> model = FacesContext.getCurrentInstance().getExternalContext().getRequestMap();
        if (model.get("portfolio") == null) {
            FacesActions.load(Action.PORTFOLIO);
        }
        return (PortfolioView) model.get("portfolio");
    }
}
