package io.daytrader.messaging;

import io.daytrader.domain.Quote;
import io.daytrader.trade.QuoteChangeListener;
import io.daytrader.trade.TradeSystemException;
import jakarta.jms.ConnectionFactory;
import jakarta.jms.DeliveryMode;
import jakarta.jms.JMSContext;
import jakarta.jms.JMSException;
import jakarta.jms.JMSRuntimeException;
import jakarta.jms.TextMessage;
import jakarta.jms.Topic;
import java.math.BigDecimal;

/**
 * Publishes each quote price change to the streamer topic, non-persistent: a price change is news for whoever
 * listens now, not something to keep through a crash (the classic's topic is configured so too).
 */
public final class JmsQuotePublisher implements QuoteChangeListener {

    private final ConnectionFactory factory;
    private final Topic topic;

    public JmsQuotePublisher(ConnectionFactory factory, Topic topic) {
        this.factory = factory;
        this.topic = topic;
    }

    @Override
    public void quoteChanged(Quote quote, BigDecimal oldPrice, BigDecimal factor, double sharesTraded) {
        try (JMSContext context = factory.createContext()) {
            TextMessage message = context.createTextMessage("Update Stock price for " + quote.getSymbol()
                    + " old price = " + oldPrice + " new price = " + quote.getPrice());
            message.setStringProperty(BrokerMessages.COMMAND, BrokerMessages.UPDATE_QUOTE);
            message.setStringProperty(BrokerMessages.SYMBOL, quote.getSymbol());
            message.setStringProperty(BrokerMessages.PRICE, quote.getPrice().toPlainString());
            message.setStringProperty(BrokerMessages.OLD_PRICE, oldPrice.toPlainString());
            message.setStringProperty(BrokerMessages.OPEN, quote.getOpen().toPlainString());
            message.setStringProperty(BrokerMessages.LOW, quote.getLow().toPlainString());
            message.setStringProperty(BrokerMessages.HIGH, quote.getHigh().toPlainString());
            message.setDoubleProperty(BrokerMessages.VOLUME, quote.getVolume());
            message.setStringProperty(BrokerMessages.CHANGE_FACTOR, factor.toPlainString());
            message.setDoubleProperty(BrokerMessages.SHARES_TRADED, sharesTraded);
            message.setLongProperty(BrokerMessages.PUBLISH_TIME, System.currentTimeMillis());
            context.createProducer().setDeliveryMode(DeliveryMode.NON_PERSISTENT).send(topic, message);
        } catch (JMSException | JMSRuntimeException e) {
            throw new TradeSystemException("Could not publish the price change of " + quote.getSymbol(), e);
        }
    }
}
