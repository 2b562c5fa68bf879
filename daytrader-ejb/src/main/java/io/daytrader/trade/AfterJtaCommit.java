package io.daytrader.trade;

import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;

/** Runs an action when the caller's JTA transaction has committed; never when it rolls back. */
public final class AfterJtaCommit {

    private AfterJtaCommit() {
    }

    public static void register(TransactionSynchronizationRegistry registry, Runnable action) {
        registry.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
                // nothing to do before the commit
            }

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    action.run();
                }
            }
        });
    }
}
