package io.daytrader.web.app;

import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import io.daytrader.domain.Quote;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.UnknownSymbolException;
import jakarta.servlet.http.HttpServletResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Quotes, buying, selling, the portfolio and the market summary. */
final class TradingActions {

    /** The symbols the quotes page shows when none are asked for. */
    static final String DEFAULT_SYMBOLS = "s:0,s:1,s:2,s:3,s:4";

    private TradingActions() {
    }

    static Outcome portfolio(ActionContext context) throws TradeException {
        TradeServices trade = context.trade();
        List<Holding> holdings = trade.getHoldings(context.userID());
        Map<String, Quote> quotes = new HashMap<>();
        for (Holding holding : holdings) {
            if (!quotes.containsKey(holding.getQuoteSymbol())) {
                quotes.put(holding.getQuoteSymbol(), trade.getQuote(holding.getQuoteSymbol()));
            }
        }
        context.put("holdings", holdings);
        context.put("portfolio", new PortfolioView(holdings, quotes));
        return Outcome.ok(View.PORTFOLIO);
    }

    /** Every known symbol is shown; unknown ones make the page a 404 that names them. */
    static Outcome quotes(ActionContext context) throws InvalidParameterException, TradeException {
        String requested = context.form().optionalText("symbols", "symbols");
        List<String> symbols = FormInput.parseSymbols(requested.isEmpty() ? DEFAULT_SYMBOLS : requested);
        List<Quote> quotes = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (String symbol : symbols) {
            try {
                quotes.add(context.trade().getQuote(symbol));
            } catch (UnknownSymbolException e) {
                unknown.add(symbol);
            }
        }
        context.put("quotes", quotes);
        context.put("symbols", String.join(",", symbols));
        if (!unknown.isEmpty()) {
            return new Outcome(View.QUOTES, HttpServletResponse.SC_NOT_FOUND,
                    "Unknown symbol" + (unknown.size() > 1 ? "s: " : ": ") + String.join(", ", unknown));
        }
        return Outcome.ok(View.QUOTES);
    }

    static Outcome buy(ActionContext context) throws InvalidParameterException, TradeException {
        String symbol = context.form().text("symbol", "symbol");
        double quantity = context.form().quantity("quantity");
        return order(context, context.trade().buy(context.userID(), symbol, quantity,
                context.settings().getOrderProcessingMode()));
    }

    static Outcome sell(ActionContext context) throws InvalidParameterException, TradeException {
        int holdingID = context.form().holdingID("holdingID");
        return order(context, context.trade().sell(context.userID(), holdingID,
                context.settings().getOrderProcessingMode()));
    }

    static Outcome marketSummary(ActionContext context) {
        context.put("marketSummary", context.trade().getMarketSummary());
        return Outcome.ok(View.MARKET_SUMMARY);
    }

    /** The confirmation shows the order as submitted, not as the page's alerts leave it later in the transaction. */
    private static Outcome order(ActionContext context, Order order) {
        context.put("order", order.snapshot());
        return Outcome.ok(View.ORDER);
    }
}
