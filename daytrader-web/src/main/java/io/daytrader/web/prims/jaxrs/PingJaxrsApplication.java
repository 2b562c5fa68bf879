package io.daytrader.web.prims.jaxrs;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;

/** The JAX-RS application of the primitives at /jaxrs, holding only the primitives' resources. */
@ApplicationPath("/jaxrs")
public class PingJaxrsApplication extends Application {

    @Override
    public Set<Class<?>> getClasses() {
        return Set.of(PingJaxrsEcho.class);
    }
}
