package io.daytrader.web.app;

import io.daytrader.domain.Quote;
import io.daytrader.web.html.Html;
import jakarta.servlet.jsp.tagext.SimpleTagSupport;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/**
 * The rows of the quotes table, each with its buy form ({@code <f:quoteRows quotes="..."/>}), written here rather
 * than with EL for the reason {@link PortfolioRowsTag} gives: the quotes page is a third of the classic user plan.
 */
public final class QuoteRowsTag extends SimpleTagSupport {

    private List<Quote> quotes;

    public void setQuotes(List<Quote> quotes) {
        this.quotes = quotes;
    }

    @Override
    public void doTag() throws IOException {
        write(quotes, getJspContext().getOut());
    }

    static void write(List<Quote> quotes, Writer out) throws IOException {
        for (Quote quote : quotes) {
            String symbol = Html.escape(quote.getSymbol());
            out.append("<tr class=\"quote\" data-symbol=\"").append(symbol)
                    .append("\" data-price=\"").append(PageFormat.plain(quote.getPrice())).append("\">\n")
                    .append("<td><a href=\"app?action=quotes&amp;symbols=")
                    .append(Html.escape(PageFormat.url(quote.getSymbol()))).append("\">").append(symbol)
                    .append("</a></td>\n")
                    .append("<td>").append(quote.getCompanyName() == null ? "" : Html.escape(quote.getCompanyName()))
                    .append("</td>\n")
                    .append("<td>").append(PageFormat.quantity(quote.getVolume())).append("</td>\n")
                    .append("<td>").append(PageFormat.money(quote.getLow())).append(" - ")
                    .append(PageFormat.money(quote.getHigh())).append("</td>\n")
                    .append("<td>").append(PageFormat.money(quote.getOpen())).append("</td>\n")
                    .append("<td>").append(PageFormat.money(quote.getPrice())).append("</td>\n")
                    .append("<td class=\"").append(PageFormat.trend(quote.getChange())).append("\">")
                    .append(PageFormat.change(quote.getChange())).append(" (")
                    .append(PageFormat.changePercent(quote.getPrice(), quote.getOpen())).append(")</td>\n")
                    .append("<td>\n<form class=\"inline buy\" method=\"post\" action=\"app\">\n")
                    .append("<input type=\"hidden\" name=\"action\" value=\"buy\">\n")
                    .append("<input type=\"hidden\" name=\"symbol\" value=\"").append(symbol).append("\">\n")
                    .append("<input name=\"quantity\" value=\"100\" size=\"6\" aria-label=\"Quantity of ")
                    .append(symbol).append("\">\n")
                    .append("<button type=\"submit\">Buy</button>\n</form>\n</td>\n</tr>\n");
        }
    }
}
