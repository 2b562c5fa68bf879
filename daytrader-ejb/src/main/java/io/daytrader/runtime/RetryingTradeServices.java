package io.daytrader.runtime;

import io.daytrader.trade.TradeServices;
import io.daytrader.trade.jdbc.SqlErrors;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs a trade call again, a bounded number of times, when the database aborted its transaction for a deadlock
 * or lock timeout, as long as the caller is not inside a transaction of its own (which is lost with the abort).
 */
final class RetryingTradeServices implements InvocationHandler {

    private static final Logger LOG = Logger.getLogger(RetryingTradeServices.class.getName());
    private static final int MAX_ATTEMPTS = 5;

    private final TradeServices target;
    private final BooleanSupplier callerInTransaction;

    private RetryingTradeServices(TradeServices target, BooleanSupplier callerInTransaction) {
        this.target = target;
        this.callerInTransaction = callerInTransaction;
    }

    static TradeServices wrap(TradeServices target, BooleanSupplier callerInTransaction) {
        return (TradeServices) Proxy.newProxyInstance(TradeServices.class.getClassLoader(),
                new Class<?>[] {TradeServices.class}, new RetryingTradeServices(target, callerInTransaction));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return method.invoke(this, args);
        }
        for (int attempt = 1;; attempt++) {
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                Throwable failure = e.getCause();
                boolean retry = attempt < MAX_ATTEMPTS && isTransient(failure)
                        && !callerInTransaction.getAsBoolean();
                if (!retry) {
                    throw failure;
                }
                LOG.log(Level.FINE, "Retrying " + method.getName() + " after a transient database failure", failure);
                Thread.sleep(ThreadLocalRandom.current().nextLong(1, 10L * attempt + 2));
            }
        }
    }

    static boolean isTransient(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && SqlErrors.isTransient(sql)) {
                return true;
            }
            if (cause instanceof jakarta.persistence.LockTimeoutException
                    || cause instanceof jakarta.persistence.PessimisticLockException) {
                return true;
            }
        }
        return false;
    }
}
