package io.daytrader.prims;

import jakarta.ejb.ActivationConfigProperty;
import jakarta.ejb.MessageDriven;

/** Consumes the ping queue and acknowledges each message to its sender. */
@MessageDriven(name = "PingQueueMDB", activationConfig = {
    @ActivationConfigProperty(propertyName = "destinationLookup", propertyValue = "jms/PingQueue"),
    @ActivationConfigProperty(propertyName = "destinationType", propertyValue = "jakarta.jms.Queue"),
    @ActivationConfigProperty(propertyName = "connectionFactoryLookup", propertyValue = "jms/PingQCF")
})
public class PingQueueListener extends AcknowledgingListener {
}
