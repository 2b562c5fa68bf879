package io.daytrader.trade.jdbc;

import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.testdb.PostgresqlTestDatabase;
import io.daytrader.trade.contract.TradeServicesContract;
import io.daytrader.trade.contract.TradeTarget;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Direct JDBC on PostgreSQL")
class JdbcPostgresqlContractTest extends TradeServicesContract {

    @Override
    protected TradeTarget createTarget(PopulationSettings population) {
        return new JdbcTradeTarget(new PostgresqlTestDatabase(), population);
    }
}
