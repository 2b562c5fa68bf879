package io.daytrader.messaging;

import io.daytrader.trade.OrderCompletionQueue;
import io.daytrader.trade.OrderProcessingMode;

/** Sends each asynchronous order to the queue of its mode: an executor for Async, JMS for Async_2-Phase. */
public final class CompletionRouter implements OrderCompletionQueue {

    private final OrderCompletionQueue async;
    private final OrderCompletionQueue twoPhase;

    public CompletionRouter(OrderCompletionQueue async, OrderCompletionQueue twoPhase) {
        this.async = async;
        this.twoPhase = twoPhase;
    }

    @Override
    public void submit(int orderID, OrderProcessingMode mode) {
        (mode == OrderProcessingMode.ASYNC_2PHASE ? twoPhase : async).submit(orderID, mode);
    }
}
