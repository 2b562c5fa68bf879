package io.daytrader.bench.target;

/** The ports a provisioned server listens on. */
public record ServerPorts(int http, int https, int jms) {
}
