package io.daytrader.bench.results;

import java.util.List;

/**
 * One launch's driver run of a workload: successful requests per second from its first request on
 * ({@code perSecond}), the warm-up before the measured windows, whether the warm-up converged
 * ({@code steady}; false: it hit its cap), and where the server's flight recording of it is (null without one).
 */
public record ForkSeries(int fork, double warmupSeconds, boolean steady, List<Double> perSecond, String flightRecording) {
}
