package io.daytrader.bench.measure;

/** A driver run's control that also decides where its warm-up ends and its measured windows begin. */
public interface WarmupControl extends RunControl {

    /** Seconds of warm-up from the first request; null while it goes on. */
    Double warmupSeconds();

    /** Whether the warm-up ended because the run was steady (false: it reached its cap). */
    boolean steady();
}
