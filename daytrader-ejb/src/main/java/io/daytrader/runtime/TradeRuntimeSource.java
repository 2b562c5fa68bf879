package io.daytrader.runtime;

/** Where a component finds the running DayTrader: the business interface of the EJB bootstrap. */
public interface TradeRuntimeSource {

    /** The JNDI name under which a web module of the same application (the EAR) finds the EJB bootstrap. */
    String JNDI_NAME = "java:app/daytrader-ejb/EjbRuntimeBootstrap!io.daytrader.runtime.TradeRuntimeSource";

    /** Its name when the EJB classes are deployed inside the WAR (an EJB container running the standalone WAR). */
    String IN_WAR_JNDI_NAME = "java:module/EjbRuntimeBootstrap!io.daytrader.runtime.TradeRuntimeSource";

    TradeRuntime runtime();
}
