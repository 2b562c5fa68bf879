package io.daytrader.trade;

/** Completes asynchronous orders later. A locally managed transaction hands its orders over after it commits. */
@FunctionalInterface
public interface OrderCompletionQueue {

    void submit(int orderID, OrderProcessingMode mode);
}
