package io.daytrader.prims;

import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.JMSContext;
import jakarta.jms.JMSException;
import jakarta.jms.JMSRuntimeException;
import jakarta.jms.Queue;
import jakarta.jms.Topic;

/**
 * Sends the ping messages of the messaging primitives, in the caller's transaction (or one of its own): to the
 * ping queue, consumed by {@link PingQueueListener}, or to the ping topic, consumed by {@link PingTopicListener}.
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
        String text = "ping " + ticket.id() + " to the ping queue";
        try (JMSContext context = queueFactory.createContext()) {
            context.createProducer().send(queue, PingMessages.create(context, ticket.id(), text));
            return text;
        } catch (JMSException e) {
            throw new JMSRuntimeException(e.getMessage(), e.getErrorCode(), e);
        }
    }

    /** Publishes the ticket's message to the ping topic; returns its text. */
    public String publishToTopic(PingTicket ticket) {
        String text = "ping " + ticket.id() + " to the ping topic";
        try (JMSContext context = topicFactory.createContext()) {
            context.createProducer().send(topic, PingMessages.create(context, ticket.id(), text));
            return text;
        } catch (JMSException e) {
            throw new JMSRuntimeException(e.getMessage(), e.getErrorCode(), e);
        }
    }
}
