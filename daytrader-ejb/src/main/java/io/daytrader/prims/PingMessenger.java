package io.daytrader.prims;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.DeliveryMode;
import jakarta.jms.Destination;
import jakarta.jms.JMSContext;
import jakarta.jms.JMSException;
import jakarta.jms.JMSRuntimeException;
import jakarta.jms.Queue;
import jakarta.jms.Topic;

/**
 * Sends the ping messages of the messaging primitives, in the caller's transaction (or one of its own): to the
 * ping queue, consumed by {@link PingQueueListener}, or to the ping topic, consumed by {@link PingTopicListener}.
 * Non-persistent, as the classic's destinations are configured: a ping lost in a crash is a lost ping, which
 * {@link PingAcknowledgements} already counts, and the messaging engine need not write it to its store.
 */
@Stateless(name = "PingMessenger")
public class PingMessenger {

    @Resource(name = "jms/PingQCF")
    private ConnectionFactory queueFactory;

    @Resource(name = "jms/PingQueue")
    private Queue queue;

    @Resource(name = "jms/PingTCF")
    private ConnectionFactory topicFactory;

    @Resource(name = "jms/PingTopic")
    private Topic topic;

    /** Sends the ticket's message to the ping queue; returns its text. */
    public String sendToQueue(PingTicket ticket) {
        return send(queueFactory, queue, ticket, "ping " + ticket.id() + " to the ping queue");
    }

    /** Publishes the ticket's message to the ping topic; returns its text. */
    public String publishToTopic(PingTicket ticket) {
        return send(topicFactory, topic, ticket, "ping " + ticket.id() + " to the ping topic");
    }

    private static String send(ConnectionFactory factory, Destination destination, PingTicket ticket, String text) {
        try (JMSContext context = factory.createContext()) {
            context.createProducer().setDeliveryMode(DeliveryMode.NON_PERSISTENT)
                    .send(destination, PingMessages.create(context, ticket.id(), text));
            return text;
        } catch (JMSException e) {
            throw new JMSRuntimeException(e.getMessage(), e.getErrorCode(), e);
        }
    }
}
