package io.daytrader.trade.jdbc;

import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.testdb.MariadbTestDatabase;
import io.daytrader.trade.contract.TradeServicesContract;
import io.daytrader.trade.contract.TradeTarget;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Direct JDBC on MariaDB")
class JdbcMariadbContractTest extends TradeServicesContract {

    @Override
    protected TradeTarget createTarget(PopulationSettings population) {
        return new JdbcTradeTarget(new MariadbTestDatabase(), population);
    }
}
