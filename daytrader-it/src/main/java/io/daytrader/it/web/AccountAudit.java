package io.daytrader.it.web;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;

/**
 * The money invariant of the logged-in user, read from the account page with all orders: no order is still open,
 * and the cash balance equals the opening balance minus every filled buy (price x quantity + fee) plus every filled
 * sell (price x quantity - fee).
 */
final class AccountAudit {

    private AccountAudit() {
    }

    /** Null when the balance matches the orders; otherwise what is wrong. */
    static String violation(WebClient client, String userID) throws IOException, InterruptedException {
        String page = Pages.expect(client.get("app", "action", "account", "showAllOrders", "true"), 200,
                "Total Orders:").body();
        BigDecimal expected = new BigDecimal(Pages.select(page, "#openBalance").attr("data-value"));
        Elements orders = Jsoup.parse(page).select("tr.order");
        for (Element order : orders) {
            String status = order.attr("data-status");
            if (status.equals("open") || status.equals("processing")) {
                return userID + ": order " + order.attr("data-order-id") + " is still " + status;
            }
            if (status.equals("cancelled")) {
                continue;
            }
            BigDecimal value = new BigDecimal(order.attr("data-price")).multiply(new BigDecimal(order.attr("data-quantity")))
                    .setScale(2, RoundingMode.HALF_UP);
            BigDecimal fee = new BigDecimal(order.attr("data-fee"));
            expected = order.attr("data-type").equals("buy") ? expected.subtract(value).subtract(fee)
                    : expected.add(value).subtract(fee);
        }
        int total = Integer.parseInt(Pages.text(page, "#orderCount"));
        if (orders.size() != total) {
            return userID + ": " + orders.size() + " orders listed of " + total;
        }
        BigDecimal balance = WebClient.balanceOf(page);
        return balance.compareTo(expected) == 0 ? null : userID + ": balance " + balance + ", orders say " + expected;
    }
}
