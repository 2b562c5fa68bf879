package io.daytrader.web.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.domain.Holding;
import io.daytrader.domain.Quote;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TableRowsTagTest {

    private static final LocalDateTime BOUGHT = LocalDateTime.of(2026, 1, 2, 3, 4, 5);

    @Test
    void aPortfolioRowShowsTheHoldingValuedAtTheQuoteAndLinksItsSale() throws IOException {
        Holding holding = new Holding(7, 1, "s:1", 10, new BigDecimal("5.00"), BOUGHT, null);
        String html = portfolioRows(holding, quote("s:1", "Company 1", "6.50"));

        assertThat(html).startsWith("<tr class=\"holding\" data-holding-id=\"7\" data-symbol=\"s:1\" "
                + "data-quantity=\"10.0\">")
                .contains("<td>2026-01-02 03:04:05</td>")
                .contains("<a href=\"app?action=quotes&amp;symbols=s%3A1\">s:1</a>")
                .contains("<td>$5.00</td>", "<td>$6.50</td>", "<td>$50.00</td>", "<td>$65.00</td>")
                .contains("<td class=\"gain\">$15.00</td>")
                .contains("<a class=\"sell\" href=\"app?action=sell&amp;holdingID=7\">sell</a>")
                .endsWith("</tr>\n");
    }

    @Test
    void aHoldingBeingSoldHasNoSellLinkAndALossIsMarked() throws IOException {
        Holding holding = new Holding(8, 1, "s:2", 1, new BigDecimal("20.00"), BOUGHT, 99);
        String html = portfolioRows(holding, quote("s:2", "Company 2", "18.00"));

        assertThat(html).contains("selling&hellip;").doesNotContain("action=sell")
                .contains("<td class=\"loss\">-$2.00</td>");
    }

    @Test
    void aQuoteRowEscapesWhatItShowsAndCarriesItsBuyForm() throws IOException {
        Quote quote = quote("s:<1>", "A & \"B\"", "12.00");
        StringWriter out = new StringWriter();
        QuoteRowsTag.write(List.of(quote), out);
        String html = out.toString();

        assertThat(html).startsWith("<tr class=\"quote\" data-symbol=\"s:&lt;1&gt;\" data-price=\"12.00\">")
                .contains("symbols=s%3A%3C1%3E\">s:&lt;1&gt;</a>")
                .contains("<td>A &amp; &quot;B&quot;</td>")
                .contains("<td>$12.00 - $12.00</td>")
                .contains("<td class=\"\">0.00 (0.00%)</td>")
                .contains("<input type=\"hidden\" name=\"symbol\" value=\"s:&lt;1&gt;\">")
                .contains("aria-label=\"Quantity of s:&lt;1&gt;\"")
                .endsWith("</tr>\n");
    }

    @Test
    void noQuotesNoRows() throws IOException {
        StringWriter out = new StringWriter();
        QuoteRowsTag.write(List.of(), out);
        assertThat(out.toString()).isEmpty();
    }

    private static Quote quote(String symbol, String company, String price) {
        return new Quote(symbol, company, new BigDecimal(price));
    }

    private static String portfolioRows(Holding holding, Quote quote) throws IOException {
        StringWriter out = new StringWriter();
        PortfolioRowsTag.write(new PortfolioView(List.of(holding), Map.of(quote.getSymbol(), quote)), out);
        return out.toString();
    }
}
