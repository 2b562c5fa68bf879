package io.daytrader.web.faces;

import io.daytrader.web.app.Action;
import io.daytrader.web.app.PortfolioView;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Named;
import java.util.Map;

/**
 * portfolio.faces: the holdings, each with a sell button. A postback's rows are the holdings read again, in the
 * same order, so the classic's {@code portfolio:holdings:0:sell} sells the first holding shown; one sold meanwhile
 * is refused with the JSP page's message.
 */
@Named
@RequestScoped
public class PortfolioPage {

    public void show() {
        FacesActions.show(Action.PORTFOLIO);
    }

    public String sell(PortfolioView.Row row) {
        return FacesActions.run(Action.SELL, "holdingID", String.valueOf(row.getHolding().getHoldingID()));
    }

    public PortfolioView getPortfolio() {
        Map<String, Object> model = FacesContext.getCurrentInstance().getExternalContext().getRequestMap();
        if (model.get("portfolio") == null) {
            FacesActions.load(Action.PORTFOLIO);
        }
        return (PortfolioView) model.get("portfolio");
    }
}
