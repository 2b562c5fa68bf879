package io.daytrader.web.prims.catalog;

import io.daytrader.web.prims.validation.Validators;
import io.daytrader.web.runtime.Jndi;
import jakarta.enterprise.inject.spi.CDI;
import jakarta.json.bind.spi.JsonbProvider;
import jakarta.json.spi.JsonProvider;
import jakarta.servlet.ServletContext;
import jakarta.ws.rs.ext.RuntimeDelegate;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;

/**
 * Finds out at runtime whether this server offers what a primitive needs, by looking the resource up the way the
 * primitive would. Each answer is found once and kept.
 */
final class FeatureProbe {

    private static final String ATTRIBUTE = FeatureProbe.class.getName();
    static final String DATA_SOURCE_REFERENCE = "jdbc/TradeDataSource";
    static final String PING_CONNECTION_FACTORY_REFERENCE = "jms/PingQCF";
    private static final String PING_SESSION_BEAN = "java:app/daytrader-ejb/PingSessionBean";
    private static final String WEBSOCKET_CONTAINER_ATTRIBUTE = "jakarta.websocket.server.ServerContainer";
    private static final String MANAGED_EXECUTOR = "java:comp/DefaultManagedExecutorService";
    private static final String MARKET_SUMMARY_ENDPOINT = "io.daytrader.web.marketsummary.MarketSummaryEndpoint";
    private static final String FACES_SERVLET = "jakarta.faces.webapp.FacesServlet";

    private final ServletContext context;
    private final Map<Requirement, Boolean> answers = new ConcurrentHashMap<>();

    private FeatureProbe(ServletContext context) {
        this.context = context;
    }

    /** The probe of this web application, shared, so the catalog and the refusals give the same answers. */
    static FeatureProbe of(ServletContext context) {
        synchronized (FeatureProbe.class) {
            FeatureProbe probe = (FeatureProbe) context.getAttribute(ATTRIBUTE);
            if (probe == null) {
                probe = new FeatureProbe(context);
                context.setAttribute(ATTRIBUTE, probe);
            }
            return probe;
        }
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
            case BEAN_VALIDATION:
                return works(() -> Validators.factory() != null);
            case JSON_P:
                return works(() -> JsonProvider.provider() != null);
            case JSON_B:
                return works(() -> JsonbProvider.provider() != null);
            case JAX_RS:
                return works(() -> RuntimeDelegate.getInstance() != null);
            case CONCURRENCY:
                return resolves(MANAGED_EXECUTOR);
            case FACES:
                return context.getServletRegistrations().values().stream()
                        .anyMatch(servlet -> FACES_SERVLET.equals(servlet.getClassName()));
            default:
                return true;
        }
    }

    private static boolean resolves(String name) {
        return Jndi.optional(name, Object.class) != null;
    }

    /** Whether the API is there and finds an implementation (a missing API is a LinkageError). */
    private static boolean works(BooleanSupplier probe) {
        try {
            return probe.getAsBoolean();
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    private static boolean cdiRuns() {
        return works(() -> CDI.current().getBeanManager() != null);
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
