package io.daytrader.dbbuild;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Holding;
import io.daytrader.domain.Order;
import java.util.List;

/** The rows of one populated user: profile, account, and a completed buy order per holding. */
record PopulatedUser(AccountProfile profile, Account account, List<Holding> holdings, List<Order> orders) {
}
