package io.daytrader.runtime;

/** Where a component finds the running DayTrader: the business interface of the EJB bootstrap. */
public interface TradeRuntimeSource {

    /** The JNDI name under which a web module of the same application finds the EJB bootstrap. */
    String JNDI_NAME = "java:app/daytrader-ejb/EjbRuntimeBootstrap!io.daytrader.runtime.TradeRuntimeSource";

    TradeRuntime runtime();
}
