package io.daytrader.prims;

import jakarta.ejb.EJB;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A message-driven bean of the ping messages: tells each message's sender that it was consumed. Public: some EJB
 * containers invoke the bean through its class and cannot call a method it inherits from a package-private
 * class.
 */
public abstract class AcknowledgingListener implements MessageListener {

    private static final Logger LOG = Logger.getLogger(AcknowledgingListener.class.getName());

    @EJB
    private PingAcknowledgements acknowledgements;

    @Override
    public void onMessage(Message message) {
        try {
            PingMessages.acknowledge(message, acknowledgements);
        } catch (JMSException e) {
            LOG.log(Level.WARNING, getClass().getSimpleName() + ": unreadable ping message, dropped", e);
        }
    }
}
