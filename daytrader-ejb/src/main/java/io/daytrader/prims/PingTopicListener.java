package io.daytrader.prims;

import jakarta.ejb.ActivationConfigProperty;
import jakarta.ejb.MessageDriven;
import jakarta.jms.MessageListener;

/** Subscribes to the ping topic and acknowledges each message to its publisher. */
@MessageDriven(name = "PingTopicMDB", messageListenerInterface = MessageListener.class, activationConfig = {
    @ActivationConfigProperty(propertyName = "destinationLookup", propertyValue = "jms/PingTopic"),
    @ActivationConfigProperty(propertyName = "destinationType", propertyValue = "jakarta.jms.Topic"),
    @ActivationConfigProperty(propertyName = "connectionFactoryLookup", propertyValue = "jms/PingTCF")
})
public class PingTopicListener extends AcknowledgingListener {
}
