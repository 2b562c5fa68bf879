package io.daytrader.trade.jdbc;

import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.testdb.DerbyTestDatabase;
import io.daytrader.trade.contract.TradeServicesContract;
import io.daytrader.trade.contract.TradeTarget;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Direct JDBC on embedded Derby")
class JdbcDerbyContractTest extends TradeServicesContract {

    @Override
    protected TradeTarget createTarget(PopulationSettings population) {
        return new JdbcTradeTarget(new DerbyTestDatabase(), population);
    }
}
