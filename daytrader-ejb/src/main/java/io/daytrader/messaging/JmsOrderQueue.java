package io.daytrader.messaging;

import io.daytrader.trade.OrderCompletionQueue;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.TradeSystemException;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.JMSContext;
import jakarta.jms.JMSException;
import jakarta.jms.JMSRuntimeException;
import jakarta.jms.Queue;
import jakarta.jms.TextMessage;

/**
 * Sends a "neworder" message to the broker queue in the caller's JTA transaction: the order row and the
 * message commit together (two-phase when the data source is XA). {@link BrokerMessageListener} completes it.
 */
public final class JmsOrderQueue implements OrderCompletionQueue {

    private final ConnectionFactory factory;
    private final Queue queue;

    public JmsOrderQueue(ConnectionFactory factory, Queue queue) {
        this.factory = factory;
        this.queue = queue;
    }

    @Override
    public void submit(int orderID, OrderProcessingMode mode) {
        try (JMSContext context = factory.createContext()) {
            TextMessage message = context.createTextMessage("neworder: orderID=" + orderID + " mode=" + mode.displayName());
            message.setStringProperty(BrokerMessages.COMMAND, BrokerMessages.NEW_ORDER);
            message.setIntProperty(BrokerMessages.ORDER_ID, orderID);
            message.setBooleanProperty(BrokerMessages.TWO_PHASE, mode == OrderProcessingMode.ASYNC_2PHASE);
            message.setLongProperty(BrokerMessages.PUBLISH_TIME, System.currentTimeMillis());
            context.createProducer().send(queue, message);
        } catch (JMSException | JMSRuntimeException e) {
            throw new TradeSystemException("Could not queue order " + orderID + ": " + e.getMessage(), e);
        }
    }
}
