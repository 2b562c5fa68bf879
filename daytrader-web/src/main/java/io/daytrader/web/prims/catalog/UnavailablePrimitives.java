package io.daytrader.web.prims.catalog;

import jakarta.servlet.FilterRegistration;
import jakarta.servlet.ServletContext;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;
import java.util.List;
import java.util.logging.Logger;
import java.util.stream.Collectors;

/**
 * At start-up, finds the primitives this server cannot run (the catalog's {@code "available": false}) and maps
 * {@link UnavailablePrimitiveFilter} to their paths, so a request to one gets a clear 501.
 */
@WebListener
public class UnavailablePrimitives implements ServletContextListener {

    private static final Logger LOG = Logger.getLogger(UnavailablePrimitives.class.getName());

    @Override
    public void contextInitialized(ServletContextEvent event) {
        ServletContext context = event.getServletContext();
        FeatureProbe probe = FeatureProbe.of(context);
        List<Primitive> unavailable = PrimitiveCatalog.all().stream()
                .filter(primitive -> !probe.available(primitive.requirement()))
                .collect(Collectors.toList());
        if (unavailable.isEmpty()) {
            return;
        }
        LOG.info(() -> "Primitives not available on this server (answered with 501): "
                + unavailable.stream().map(Primitive::name).collect(Collectors.joining(", ")));
        FilterRegistration.Dynamic filter = context.addFilter(UnavailablePrimitiveFilter.class.getSimpleName(),
                new UnavailablePrimitiveFilter(unavailable));
        filter.addMappingForUrlPatterns(null, false,
                unavailable.stream().map(Primitive::path).toArray(String[]::new));
    }
}
