package io.daytrader.web.app;

import io.daytrader.domain.Account;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Money;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

/**
 * The home page's account summary: cash, holdings at purchase price, their sum, and the gain against the
 * opening balance.
 */
public final class AccountSummary {

    private final Account account;
    private final int holdingCount;
    private final BigDecimal holdingsTotal;

    public AccountSummary(Account account, List<Holding> holdings) {
        this.account = account;
        this.holdingCount = holdings.size();
        this.holdingsTotal = holdings.stream().map(Holding::basis).reduce(Money.ZERO, BigDecimal::add);
    }

    public Account getAccount() {
        return account;
    }

    public int getHoldingCount() {
        return holdingCount;
    }

    /** Sum of quantity x purchase price. */
    public BigDecimal getHoldingsTotal() {
        return holdingsTotal;
    }

    /** Cash plus holdings. */
    public BigDecimal getTotal() {
        return account.getBalance().add(holdingsTotal);
    }

    public BigDecimal getGain() {
        return getTotal().subtract(account.getOpenBalance());
    }

    /** Gain as a percentage of the opening balance (0 for an opening balance of 0). */
    public BigDecimal getGainPercent() {
        if (account.getOpenBalance().signum() == 0) {
            return Money.ZERO;
        }
        return getGain().multiply(BigDecimal.valueOf(100)).divide(account.getOpenBalance(), 2, RoundingMode.HALF_UP);
    }
}
