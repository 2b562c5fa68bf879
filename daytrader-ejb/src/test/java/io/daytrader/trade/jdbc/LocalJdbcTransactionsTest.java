package io.daytrader.trade.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.daytrader.testdb.DerbyTestDatabase;
import io.daytrader.trade.InvalidInputException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

class LocalJdbcTransactionsTest {

    private static final DerbyTestDatabase DATABASE = new DerbyTestDatabase();

    private final LocalJdbcTransactions transactions = new LocalJdbcTransactions(DATABASE.dataSource());
    private final List<String> events = new CopyOnWriteArrayList<>();

    @AfterAll
    static void closeDatabase() {
        DATABASE.close();
    }

    @Test
    void anAfterCommitActionRunsOnlyOnceTheWorkHasCommitted() throws Exception {
        transactions.inTransaction(store -> {
            transactions.afterCommit(() -> events.add("after commit"));
            events.add("work");
            return null;
        });

        assertThat(events).containsExactly("work", "after commit");
    }

    @Test
    void anAfterCommitActionNeverRunsWhenTheWorkRollsBack() {
        assertThatThrownBy(() -> transactions.inTransaction(store -> {
            transactions.afterCommit(() -> events.add("after commit"));
            throw new InvalidInputException("refused");
        })).isInstanceOf(InvalidInputException.class);

        assertThat(events).isEmpty();
    }
}
