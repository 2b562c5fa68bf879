package io.daytrader.runtime;

import io.daytrader.config.RuntimeMode;
import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.testdb.DerbyTestDatabase;
import io.daytrader.trade.contract.TradeServicesContract;
import io.daytrader.trade.contract.TradeTarget;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Session-to-JDBC session bean on embedded Derby")
class SessionToDirectContractTest extends TradeServicesContract {

    @Override
    protected TradeTarget createTarget(PopulationSettings population) throws Exception {
        return new EmbeddedContainerTarget(RuntimeMode.SESSION_TO_DIRECT, population, new DerbyTestDatabase());
    }
}
