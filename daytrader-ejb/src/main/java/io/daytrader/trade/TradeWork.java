package io.daytrader.trade;

/** Calls on the trade services that {@link TradeServices#inOneTransaction} runs as one transaction. */
@FunctionalInterface
public interface TradeWork<T> {

    T run(TradeServices trade) throws TradeException;
}
