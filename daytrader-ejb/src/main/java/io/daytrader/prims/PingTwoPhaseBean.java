package io.daytrader.prims;

import io.daytrader.domain.Quote;
import jakarta.ejb.EJB;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

/**
 * Reads a quote with JPA and sends a ping message to the ping queue in one container transaction: the database
 * and the messaging engine are two resources of one global (XA) transaction.
 */
@Stateless(name = "PingTwoPhaseBean")
public class PingTwoPhaseBean {

    @PersistenceContext(unitName = "daytrader")
    private EntityManager entityManager;

    @EJB
    private PingMessenger messenger;

    /** The quote (null if there is no such symbol), read in the transaction that sends the ticket's message. */
    @TransactionAttribute(TransactionAttributeType.REQUIRED)
    public Quote findQuoteAndPing(String symbol, PingTicket ticket) {
        Quote quote = entityManager.find(Quote.class, symbol);
        messenger.sendToQueue(ticket);
        return quote;
    }
}
