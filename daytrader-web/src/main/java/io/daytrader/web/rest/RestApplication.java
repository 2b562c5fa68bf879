package io.daytrader.web.rest;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/** The JAX-RS resources of the web module, under {@code /rest}. Every resource class of the module is included. */
@ApplicationPath("/rest")
public class RestApplication extends Application {
}
