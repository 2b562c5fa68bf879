package io.daytrader.trade;

/**
 * An order refused because the account's cash balance would leave its allowed range: a buy the account cannot
 * cover (unless negative balances are allowed), or any change past what a money column can hold.
 */
import java.math.BigDecimal;

public class BalanceLimitException extends TradeException {

    private static final long serialVersionUID = 1L;

    public BalanceLimitException(String userID, BigDecimal change) {
        super("The cash balance of " + userID + " cannot take a change of " + change.toPlainString());
    }
}
