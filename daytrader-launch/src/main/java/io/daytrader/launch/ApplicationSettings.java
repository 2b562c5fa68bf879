package io.daytrader.launch;

/**
 * What the application itself is started with, besides its population: the password of its administrator (null: the
 * application makes one up and writes it to the server's log) and whether an account's cash balance may go negative,
 * as the classic DayTrader let it (DAYTRADER_NEGATIVE_BALANCE_ALLOWED; still bounded by the column).
 */
public record ApplicationSettings(String adminPassword, boolean negativeBalanceAllowed) {
}
