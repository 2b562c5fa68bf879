package io.daytrader.runtime;

import io.daytrader.trade.TradeSystemException;
import io.daytrader.trade.TradeTransactions;
import io.daytrader.trade.jdbc.JtaJdbcTransactions;
import jakarta.transaction.Status;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.transaction.UserTransaction;
import java.util.function.BooleanSupplier;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

/** The container's JTA transactions, for the EJB bootstrap and the session beans. */
final class ContainerTransactions {

    private ContainerTransactions() {
    }

    /** JDBC on the XA data source in the caller's JTA transaction, or one begun for the call. */
    static TradeTransactions jdbc(DataSource jtaDataSource, TransactionSynchronizationRegistry registry) {
        return new JtaJdbcTransactions(jtaDataSource, registry, ContainerTransactions::userTransaction);
    }

    /** Whether the calling thread is inside a JTA transaction (one that a retry would not get back). */
    static BooleanSupplier callerInTransaction(TransactionSynchronizationRegistry registry) {
        return () -> registry.getTransactionStatus() != Status.STATUS_NO_TRANSACTION;
    }

    private static UserTransaction userTransaction() {
        try {
            return (UserTransaction) new InitialContext().lookup("java:comp/UserTransaction");
        } catch (NamingException e) {
            throw new TradeSystemException("No UserTransaction for the Direct (JDBC) mode: " + e.getMessage(), e);
        }
    }
}
