package io.daytrader.trade;

/**
 * What a run left in the database, counted by reset trade before it restores the populated state
 * (spec, section 5.3).
 */
public record RunStats(
        int tradeUserCount,
        int newUserCount,
        int sumLoginCount,
        int sumLogoutCount,
        int holdingCount,
        int orderCount,
        int buyOrderCount,
        int sellOrderCount,
        int cancelledOrderCount,
        int openOrderCount,
        int deletedOrderCount,
        int tradeStockCount) {
}
