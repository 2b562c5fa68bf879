package io.daytrader.messaging;

import io.daytrader.trade.OrderCompletionQueue;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.TradeSystemException;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/**
 * Sends each asynchronous order to the queue of its mode (an executor for Async, JMS for Async_2-Phase); the
 * asynchronous modes a deployment offers are the ones it was given a queue for.
 */
public final class CompletionRouter implements OrderCompletionQueue {

    private final Map<OrderProcessingMode, OrderCompletionQueue> queues;

    public CompletionRouter(Map<OrderProcessingMode, OrderCompletionQueue> queues) {
        Map<OrderProcessingMode, OrderCompletionQueue> copy = new EnumMap<>(OrderProcessingMode.class);
        copy.putAll(queues);
        this.queues = Collections.unmodifiableMap(copy);
    }

    /** The asynchronous modes this router has a queue for. */
    public Set<OrderProcessingMode> modes() {
        return queues.keySet();
    }

    @Override
    public void submit(int orderID, OrderProcessingMode mode) {
        OrderCompletionQueue queue = queues.get(mode);
        if (queue == null) {
            throw new TradeSystemException("Order processing mode " + mode.displayName()
                    + " is not offered by this deployment", null);
        }
        queue.submit(orderID, mode);
    }
}
