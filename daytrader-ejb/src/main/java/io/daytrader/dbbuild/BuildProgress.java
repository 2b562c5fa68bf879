package io.daytrader.dbbuild;

/** Told how far a database build or reset has come. */
@FunctionalInterface
public interface BuildProgress {

    BuildProgress NONE = (phase, done, total) -> { };

    /** {@code done} of {@code total} rows are written; {@code phase} says what is being written. */
    void progress(String phase, long done, long total);
}
