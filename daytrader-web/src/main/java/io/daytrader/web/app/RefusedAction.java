package io.daytrader.web.app;

import io.daytrader.trade.TradeException;

/** Carries a refused action's outcome out of its transaction, which the throw rolls back. */
final class RefusedAction extends TradeException {

    private static final long serialVersionUID = 1L;

    private final transient Outcome outcome;

    RefusedAction(Outcome outcome) {
        super(outcome.message());
        this.outcome = outcome;
    }

    Outcome outcome() {
        return outcome;
    }
}
