package io.daytrader.bench.results;

/**
 * The application's settings while it was measured, as its config page states them: runtime mode, order
 * processing mode, primitive iterations, the JPA provider, and the database product.
 */
public record AppSettings(String runtimeMode, String orderProcessingMode, Integer primIterations, String jpaProvider,
                          String database) {
}
