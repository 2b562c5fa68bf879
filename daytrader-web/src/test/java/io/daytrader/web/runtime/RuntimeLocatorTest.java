package io.daytrader.web.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.runtime.TradeRuntimeSource;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import javax.sql.DataSource;
import org.apache.derby.jdbc.EmbeddedDataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RuntimeLocatorTest {

    private static final TradeSettings SMALL = TradeSettings.defaults().withUsers(5).withQuotes(5);

    private final Map<String, Object> jndi = new HashMap<>();
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();
    private final DataSource dataSource = derby();

    @AfterEach
    void stop() {
        scheduler.shutdownNow();
    }

    @Test
    void usesTheEjbBootstrapWhenItResolvesEvenWithADataSourceBound() {
        TradeRuntime ejbRuntime = TradeRuntime.builder(SMALL, dataSource, scheduler)
                .mode(RuntimeMode.EJB3, r -> null).build();
        jndi.put(TradeRuntimeSource.JNDI_NAME, (TradeRuntimeSource) () -> ejbRuntime);
        jndi.put(RuntimeLocator.DATA_SOURCE, dataSource);

        RuntimeLocator.Located located = RuntimeLocator.locate(jndi::get, () -> false, () -> SMALL);

        assertThat(located.runtime()).isSameAs(ejbRuntime);
        assertThat(located.owned()).isFalse();
    }

    @Test
    void startsALocalDirectRuntimeOnTheBoundDataSourceWithoutAnEjbBootstrap() {
        jndi.put(RuntimeLocator.DATA_SOURCE, dataSource);

        RuntimeLocator.Located located = RuntimeLocator.locate(jndi::get, () -> false, () -> SMALL);

        try (TradeRuntime runtime = located.runtime()) {
            assertThat(located.owned()).isTrue();
            assertThat(runtime.runtimeModes()).containsExactly(RuntimeMode.DIRECT);
            assertThat(runtime.database().schemaExists()).isTrue();
        }
    }

    @Test
    void neverStartsALocalRuntimeInAnEjbContainerWhereTheBootstrapIsMissing() {
        jndi.put(RuntimeLocator.DATA_SOURCE, dataSource);

        assertThatThrownBy(() -> RuntimeLocator.locate(jndi::get, () -> true, () -> SMALL))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("deploy the EAR");
    }

    @Test
    void findsTheEjbBootstrapDeployedInsideTheWar() {
        TradeRuntime ejbRuntime = TradeRuntime.builder(SMALL, dataSource, scheduler)
                .mode(RuntimeMode.EJB3, r -> null).build();
        jndi.put(TradeRuntimeSource.IN_WAR_JNDI_NAME, (TradeRuntimeSource) () -> ejbRuntime);

        assertThat(RuntimeLocator.locate(jndi::get, () -> true, () -> SMALL).runtime()).isSameAs(ejbRuntime);
    }

    @Test
    void saysWhatToBindWhenNeitherIsThere() {
        assertThatThrownBy(() -> RuntimeLocator.locate(jndi::get, () -> false, () -> SMALL))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("jdbc/TradeDataSource")
                .hasMessageContaining(TradeRuntimeSource.JNDI_NAME);
    }

    private static DataSource derby() {
        EmbeddedDataSource derby = new EmbeddedDataSource();
        derby.setDatabaseName("memory:locator" + System.nanoTime());
        derby.setCreateDatabase("create");
        return derby;
    }
}
