package io.daytrader.runtime;

import io.daytrader.config.RuntimeMode;
import io.daytrader.dbbuild.PopulationSettings;
import io.daytrader.testdb.MariadbTestDatabase;
import io.daytrader.trade.contract.TradeServicesContract;
import io.daytrader.trade.contract.TradeTarget;
import org.junit.jupiter.api.DisplayName;

@DisplayName("EJB + JPA (OpenJPA) session bean on MariaDB")
class EjbJpaMariadbContractTest extends TradeServicesContract {

    @Override
    protected TradeTarget createTarget(PopulationSettings population) throws Exception {
        return new EmbeddedContainerTarget(RuntimeMode.EJB3, population, new MariadbTestDatabase());
    }
}
