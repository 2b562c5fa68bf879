package io.daytrader.web.prims.cdi;

/** The business interface of the CDI primitive's bean and its decorator. */
public interface Greeter {

    String greet(String name);
}
