package io.daytrader.web.prims.catalog;

/** What a primitive needs of the server beyond servlets; {@link FeatureProbe} tells whether the server has it. */
public enum Requirement {
    NONE,
    JDBC,
    EJB,
    JMS,
    CDI,
    WEBSOCKET,
    MARKET_SUMMARY_ENDPOINT,
    BEAN_VALIDATION,
    JSON_P,
    JSON_B,
    JAX_RS,
    CONCURRENCY,
    FACES
}
