package io.daytrader.trade.async;

import io.daytrader.trade.OrderCompletionQueue;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.OrderStateException;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.UnknownOrderException;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Completes asynchronous orders on a scheduled executor (in a container, a managed one), each in a transaction
 * of its own; an order is submitted once the transaction that created it has committed. A failed completion is retried a bounded number of times; then the order is cancelled, which
 * gives the money back, so no order stays open for ever. Every failure is logged with the order id.
 */
public final class OrderCompleter implements OrderCompletionQueue {

    private static final Logger LOG = Logger.getLogger(OrderCompleter.class.getName());

    private final Supplier<TradeServices> trade;
    private final ScheduledExecutorService executor;
    private final Duration delay;
    private final int maxAttempts;

    /**
     * @param trade the services that complete and cancel, looked up at completion time
     * @param delay from submission to the first attempt, and between attempts
     * @param maxAttempts completion attempts before the order is cancelled
     */
    public OrderCompleter(Supplier<TradeServices> trade, ScheduledExecutorService executor, Duration delay,
            int maxAttempts) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("At least one attempt is needed");
        }
        this.trade = trade;
        this.executor = executor;
        this.delay = delay;
        this.maxAttempts = maxAttempts;
    }

    @Override
    public void submit(int orderID, OrderProcessingMode mode) {
        schedule(orderID, 1);
    }

    private void schedule(int orderID, int attempt) {
        executor.schedule(() -> attempt(orderID, attempt), delay.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void attempt(int orderID, int attempt) {
        try {
            trade.get().completeOrder(orderID);
        } catch (OrderStateException e) {
            LOG.info(() -> "Order " + orderID + " needs no completion: " + e.getMessage());
        } catch (UnknownOrderException e) {
            // submitted after its transaction committed, so only a reset or rebuild removes it
            LOG.warning(() -> "Order " + orderID + " no longer exists (the database was reset or rebuilt)");
        } catch (TradeException | RuntimeException e) {
            retryOrCancel(orderID, attempt, e);
        }
    }

    private void retryOrCancel(int orderID, int attempt, Exception failure) {
        if (attempt < maxAttempts) {
            LOG.log(Level.WARNING, "Completing order " + orderID + " failed (attempt " + attempt + " of "
                    + maxAttempts + "), retrying: " + failure.getMessage());
            schedule(orderID, attempt + 1);
            return;
        }
        LOG.log(Level.SEVERE, "Completing order " + orderID + " failed " + maxAttempts
                + " times; cancelling it and returning its money: " + failure.getMessage());
        try {
            trade.get().cancelOrder(orderID);
        } catch (UnknownOrderException e) {
            LOG.warning(() -> "Order " + orderID + " no longer exists (the database was reset or rebuilt)");
        } catch (TradeException | RuntimeException e) {
            LOG.log(Level.SEVERE, "Cancelling order " + orderID + " failed too; it stays open for the next reset", e);
        }
    }
}
