package io.daytrader.web.prims.catalog;

import jakarta.enterprise.inject.spi.CDI;
import jakarta.servlet.ServletContext;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.naming.InitialContext;
import javax.naming.NamingException;

/**
 * Finds out at runtime whether this server offers what a primitive needs, by looking the resource up the way the
 * primitive would. Each answer is found once and kept.
 */
final class FeatureProbe {

    static final String DATA_SOURCE_REFERENCE = "jdbc/TradeDataSource";
    static final String PING_CONNECTION_FACTORY_REFERENCE = "jms/PingQCF";
    private static final String PING_SESSION_BEAN = "java:app/daytrader-ejb/PingSessionBean";
    private static final String WEBSOCKET_CONTAINER_ATTRIBUTE = "jakarta.websocket.server.ServerContainer";
    private static final String MARKET_SUMMARY_ENDPOINT = "io.daytrader.web.marketsummary.MarketSummaryEndpoint";

    private final ServletContext context;
    private final Map<Requirement, Boolean> answers = new ConcurrentHashMap<>();

    FeatureProbe(ServletContext context) {
        this.context = context;
    }

    boolean available(Requirement requirement) {
        return answers.computeIfAbsent(requirement, this::probe);
    }

    private boolean probe(Requirement requirement) {
        switch (requirement) {
            case JDBC:
                return resolves("java:comp/env/" + DATA_SOURCE_REFERENCE);
            case EJB:
                return resolves(PING_SESSION_BEAN);
            case JMS:
                return available(Requirement.EJB) && resolves("java:comp/env/" + PING_CONNECTION_FACTORY_REFERENCE);
            case CDI:
                return cdiRuns();
            case WEBSOCKET:
                return context.getAttribute(WEBSOCKET_CONTAINER_ATTRIBUTE) != null;
            case MARKET_SUMMARY_ENDPOINT:
                return available(Requirement.WEBSOCKET) && classExists(MARKET_SUMMARY_ENDPOINT);
            default:
                return true;
        }
    }

    private static boolean resolves(String name) {
        try {
            return new InitialContext().lookup(name) != null;
        } catch (NamingException | RuntimeException e) {
            return false;
        }
    }

    private static boolean cdiRuns() {
        try {
            return CDI.current().getBeanManager() != null;
        } catch (IllegalStateException | LinkageError e) {
            return false;
        }
    }

    private boolean classExists(String name) {
        try {
            Class.forName(name, false, context.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
