package io.daytrader.bench.measure;

import java.util.List;

/** Watches a driver run's samples as they arrive and says when the run has what it needs. */
public interface RunControl {

    /** A run that lasts its whole scheduled duration. */
    RunControl FULL_DURATION = new RunControl() {
        @Override
        public void accept(List<Sample> samples) {
            // nothing to decide
        }

        @Override
        public boolean done() {
            return false;
        }
    };

    void accept(List<Sample> samples);

    boolean done();
}
