package io.daytrader.prims;

import jakarta.ejb.ActivationConfigProperty;
import jakarta.ejb.MessageDriven;
import jakarta.jms.MessageListener;

/** Consumes the ping queue and acknowledges each message to its sender. */
@MessageDriven(name = "PingQueueMDB", messageListenerInterface = MessageListener.class, activationConfig = {
    @ActivationConfigProperty(propertyName = "destinationLookup", propertyValue = "jms/PingQueue"),
    @ActivationConfigProperty(propertyName = "destinationType", propertyValue = "jakarta.jms.Queue"),
    @ActivationConfigProperty(propertyName = "connectionFactoryLookup", propertyValue = "jms/PingQCF")
})
public class PingQueueListener extends AcknowledgingListener {
}
