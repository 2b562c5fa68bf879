package io.daytrader.prims;

import io.daytrader.messaging.BrokerMessages;
import jakarta.jms.JMSContext;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.TextMessage;

/** The "ping" message of the messaging primitives: command, send time and the sender's ticket id. */
final class PingMessages {

    static final String PING_ID = "pingID";

    private PingMessages() {
    }

    static TextMessage create(JMSContext context, long pingID, String text) throws JMSException {
        TextMessage message = context.createTextMessage(text);
        message.setStringProperty(BrokerMessages.COMMAND, BrokerMessages.PING);
        message.setLongProperty(PING_ID, pingID);
        message.setLongProperty(BrokerMessages.PUBLISH_TIME, System.currentTimeMillis());
        return message;
    }

    /** Tells the sender of a received ping message that it arrived. */
    static void acknowledge(Message message, PingAcknowledgements acknowledgements) throws JMSException {
        long latency = System.currentTimeMillis() - message.getLongProperty(BrokerMessages.PUBLISH_TIME);
        acknowledgements.acknowledge(message.getLongProperty(PING_ID), latency);
    }
}
