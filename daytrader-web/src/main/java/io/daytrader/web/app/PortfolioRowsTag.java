package io.daytrader.web.app;

import io.daytrader.domain.Holding;
import io.daytrader.web.html.Html;
import jakarta.servlet.jsp.tagext.SimpleTagSupport;
import java.io.IOException;
import java.io.Writer;

/**
 * The rows of the portfolio table ({@code <f:portfolioRows portfolio="..."/>}), written here rather than with EL:
 * a row has eighteen values, and each EL expression of a page is resolved and coerced at every view (EL was 9 %
 * of the server's CPU on the classic DayTrader's user plan, most of it in these rows).
 */
public final class PortfolioRowsTag extends SimpleTagSupport {

    private PortfolioView portfolio;

    public void setPortfolio(PortfolioView portfolio) {
        this.portfolio = portfolio;
    }

    @Override
    public void doTag() throws IOException {
        write(portfolio, getJspContext().getOut());
    }

    static void write(PortfolioView portfolio, Writer out) throws IOException {
        for (PortfolioView.Row row : portfolio.getRows()) {
            Holding holding = row.getHolding();
            String id = String.valueOf(holding.getHoldingID());
            String symbol = Html.escape(holding.getQuoteSymbol());
            out.append("<tr class=\"holding\" data-holding-id=\"").append(id)
                    .append("\" data-symbol=\"").append(symbol)
                    .append("\" data-quantity=\"").append(String.valueOf(holding.getQuantity())).append("\">\n")
                    .append("<td>").append(id).append("</td>\n")
                    .append("<td>").append(PageFormat.time(holding.getPurchaseDate())).append("</td>\n")
                    .append("<td><a href=\"app?action=quotes&amp;symbols=")
                    .append(Html.escape(PageFormat.url(holding.getQuoteSymbol()))).append("\">").append(symbol)
                    .append("</a></td>\n")
                    .append("<td>").append(PageFormat.quantity(holding.getQuantity())).append("</td>\n")
                    .append("<td>").append(PageFormat.money(holding.getPurchasePrice())).append("</td>\n")
                    .append("<td>").append(PageFormat.money(row.getCurrentPrice())).append("</td>\n")
                    .append("<td>").append(PageFormat.money(row.getBasis())).append("</td>\n")
                    .append("<td>").append(PageFormat.money(row.getMarketValue())).append("</td>\n")
                    .append("<td class=\"").append(PageFormat.trend(row.getGain().doubleValue())).append("\">")
                    .append(PageFormat.money(row.getGain())).append("</td>\n")
                    .append("<td>");
            if (holding.isBeingSold()) {
                out.append("selling&hellip;");
            } else {
                out.append("<a class=\"sell\" href=\"app?action=sell&amp;holdingID=")
                        .append(id).append("\">sell</a>");
            }
            out.append("</td>\n</tr>\n");
        }
    }
}
