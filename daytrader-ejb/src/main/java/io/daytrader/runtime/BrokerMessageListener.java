package io.daytrader.runtime;

import io.daytrader.messaging.BrokerMessages;
import io.daytrader.trade.OrderStateException;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.UnknownOrderException;
import jakarta.annotation.Resource;
import jakarta.ejb.ActivationConfigProperty;
import jakarta.ejb.MessageDriven;
import jakarta.ejb.MessageDrivenContext;
import jakarta.inject.Inject;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Completes "neworder" messages of Async_2-Phase orders in the message's transaction. A failed completion rolls
 * back, so the message is delivered again; on its last allowed delivery the order is cancelled instead, which
 * gives the money back. No order is left open for ever, and every failure is logged with the order id.
 */
@MessageDriven(name = "DTBroker3MDB", activationConfig = {
    @ActivationConfigProperty(propertyName = "destinationLookup", propertyValue = "jms/TradeBrokerQueue"),
    @ActivationConfigProperty(propertyName = "destinationType", propertyValue = "jakarta.jms.Queue"),
    @ActivationConfigProperty(propertyName = "connectionFactoryLookup", propertyValue = "jms/TradeBrokerQCF")
})
public class BrokerMessageListener implements MessageListener {

    static final int MAX_DELIVERIES = 3;
    private static final Logger LOG = Logger.getLogger(BrokerMessageListener.class.getName());
    private static final AtomicLong PINGS = new AtomicLong();

    @Inject
    private TradeRuntime runtime;

    @Resource
    private MessageDrivenContext context;

    /** Ping messages received since start, for the messaging primitives. */
    public static long pingsReceived() {
        return PINGS.get();
    }

    @Override
    public void onMessage(Message message) {
        try {
            String command = message.getStringProperty(BrokerMessages.COMMAND);
            if (BrokerMessages.NEW_ORDER.equals(command)) {
                complete(message.getIntProperty(BrokerMessages.ORDER_ID), deliveryCount(message));
            } else if (BrokerMessages.PING.equals(command)) {
                PINGS.incrementAndGet();
            } else {
                LOG.warning(() -> "Broker queue: ignoring a message with unknown command " + command);
            }
        } catch (JMSException e) {
            LOG.log(Level.SEVERE, "Broker queue: unreadable message, dropped", e);
        }
    }

    private void complete(int orderID, int delivery) {
        try {
            if (delivery >= MAX_DELIVERIES) {
                LOG.severe(() -> "Order " + orderID + ": delivery " + delivery + " of its neworder message; "
                        + "cancelling the order and returning its money");
                runtime.current().cancelOrder(orderID);
            } else {
                runtime.current().completeOrder(orderID);
            }
        } catch (OrderStateException e) {
            LOG.info(() -> "Order " + orderID + " needs no completion: " + e.getMessage());
        } catch (UnknownOrderException e) {
            LOG.warning(() -> "Order " + orderID + " no longer exists (the database was reset or rebuilt)");
        } catch (TradeException | RuntimeException e) {
            LOG.log(Level.WARNING, "Order " + orderID + ": completion failed on delivery " + delivery
                    + "; it will be delivered again", e);
            context.setRollbackOnly();
        }
    }

    private static int deliveryCount(Message message) throws JMSException {
        return message.propertyExists(BrokerMessages.DELIVERY_COUNT)
                ? message.getIntProperty(BrokerMessages.DELIVERY_COUNT)
                : (message.getJMSRedelivered() ? 2 : 1);
    }
}
