package io.daytrader.bench.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Reads one probe every {@value #PERIOD_MILLIS} ms, so that what the JVM did in any window can be read afterwards
 * ({@link ProbeSeries}). A reading is stamped with this machine's clock when the answer came back, so the probe's
 * host need not share the clock: only the interval between two answers matters.
 */
public final class ProbeSampler implements AutoCloseable {

    static final long PERIOD_MILLIS = 200;

    private final ProbeClient client;
    private final List<ProbeSeries.Stamped> readings = new ArrayList<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "probe-sampler");
        thread.setDaemon(true);
        return thread;
    });

    private ProbeSampler(ProbeClient client) {
        this.client = client;
    }

    public static ProbeSampler start(ProbeClient client) {
        ProbeSampler sampler = new ProbeSampler(client);
        sampler.timer.scheduleWithFixedDelay(sampler::sample, 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
        return sampler;
    }

    public String address() {
        return client.address();
    }

    private void sample() {
        client.read().ifPresent(reading -> {
            synchronized (readings) {
                readings.add(new ProbeSeries.Stamped(System.currentTimeMillis(), reading));
            }
        });
    }

    public ProbeSeries series() {
        synchronized (readings) {
            return new ProbeSeries(List.copyOf(readings));
        }
    }

    /** Takes a last reading and stops. */
    @Override
    public void close() {
        timer.shutdownNow();
        sample();
    }
}
