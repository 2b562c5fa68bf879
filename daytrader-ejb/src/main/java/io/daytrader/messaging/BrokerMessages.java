package io.daytrader.messaging;

/** Names of the message properties of the broker queue and the streamer topic (spec, section 2.4). */
public final class BrokerMessages {

    public static final String COMMAND = "command";
    public static final String NEW_ORDER = "neworder";
    public static final String PING = "ping";
    public static final String UPDATE_QUOTE = "updateQuote";
    public static final String ORDER_ID = "orderID";
    public static final String TWO_PHASE = "twoPhase";
    public static final String PUBLISH_TIME = "publishTime";
    public static final String SYMBOL = "symbol";
    public static final String PRICE = "price";
    public static final String OLD_PRICE = "oldPrice";
    public static final String OPEN = "open";
    public static final String LOW = "low";
    public static final String HIGH = "high";
    public static final String VOLUME = "volume";
    public static final String CHANGE_FACTOR = "changeFactor";
    public static final String SHARES_TRADED = "sharesTraded";
    /** Set by the JMS provider: 1 on the first delivery. */
    public static final String DELIVERY_COUNT = "JMSXDeliveryCount";

    private BrokerMessages() {
    }
}
