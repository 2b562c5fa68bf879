package io.daytrader.web.faces;

import io.daytrader.domain.Quote;
import io.daytrader.web.app.Action;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Named;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;

/**
 * quote.faces: the quotes of the symbols this session last asked for that were all known (the classic's five by
 * default), each row with a quantity and a buy button. A postback's rows are those of the page the user saw, read
 * again, so the classic's {@code quotes:quotes:0:buy} buys the first symbol shown.
 */
@Named
@RequestScoped
public class QuotesPage {

    private static final String LAST_SYMBOLS = QuotesPage.class.getName() + ".symbols";

    private String symbols;
    private List<QuoteRow> rows;

    public void show() {
        FacesActions.show(Action.QUOTES, "symbols", lastSymbols());
    }

    public String quotes() {
        String view = FacesActions.run(Action.QUOTES, "symbols", symbols);
        if (symbols != null && ((HttpServletResponse) external().getResponse()).getStatus() < 400) {
            external().getSessionMap().put(LAST_SYMBOLS, symbols);
        }
        rows = null;
        return view;
    }

    public String buy(QuoteRow row) {
        return FacesActions.run(Action.BUY, "symbol", row.getQuote().getSymbol(), "quantity", row.getQuantity());
    }

    @SuppressWarnings("unchecked")
    public List<QuoteRow> getRows() {
        if (rows == null) {
            if (external().getRequestMap().get("quotes") == null) {
                FacesActions.load(Action.QUOTES, "symbols", lastSymbols());
            }
            List<Quote> quotes = (List<Quote>) external().getRequestMap().get("quotes");
            rows = quotes == null ? List.of() : quotes.stream().map(QuoteRow::new).toList();
        }
        return rows;
    }

    public String getSymbols() {
        return symbols != null ? symbols : lastSymbols();
    }

    public void setSymbols(String symbols) {
        this.symbols = symbols;
    }

    /** Null before the session asked for any: the quotes action then shows its default symbols. */
    private String lastSymbols() {
        return (String) external().getSessionMap().get(LAST_SYMBOLS);
    }

    private static ExternalContext external() {
        return FacesContext.getCurrentInstance().getExternalContext();
    }
}
