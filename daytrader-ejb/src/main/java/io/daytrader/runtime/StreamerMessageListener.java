package io.daytrader.runtime;

import io.daytrader.marketsummary.RecentQuoteChanges;
import io.daytrader.messaging.BrokerMessages;
import jakarta.ejb.ActivationConfigProperty;
import jakarta.ejb.MessageDriven;
import jakarta.inject.Inject;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.logging.Level;
import java.util.logging.Logger;

/** Feeds the quote price changes published on the streamer topic into the recent-changes list. */
@MessageDriven(name = "DTStreamer3MDB", activationConfig = {
    @ActivationConfigProperty(propertyName = "destinationLookup", propertyValue = "jms/TradeStreamerTopic"),
    @ActivationConfigProperty(propertyName = "destinationType", propertyValue = "jakarta.jms.Topic"),
    @ActivationConfigProperty(propertyName = "connectionFactoryLookup", propertyValue = "jms/TradeStreamerTCF")
})
public class StreamerMessageListener implements MessageListener {

    private static final Logger LOG = Logger.getLogger(StreamerMessageListener.class.getName());

    @Inject
    private TradeRuntime runtime;

    @Override
    public void onMessage(Message message) {
        try {
            if (!BrokerMessages.UPDATE_QUOTE.equals(message.getStringProperty(BrokerMessages.COMMAND))) {
                return;
            }
            runtime.recentQuoteChanges().add(new RecentQuoteChanges.QuoteChange(
                    message.getStringProperty(BrokerMessages.SYMBOL),
                    new BigDecimal(message.getStringProperty(BrokerMessages.PRICE)),
                    new BigDecimal(message.getStringProperty(BrokerMessages.OLD_PRICE)),
                    new BigDecimal(message.getStringProperty(BrokerMessages.OPEN)),
                    Instant.ofEpochMilli(message.getLongProperty(BrokerMessages.PUBLISH_TIME))));
        } catch (JMSException | RuntimeException e) {
            LOG.log(Level.WARNING, "Streamer topic: unreadable quote change, dropped", e);
        }
    }
}
