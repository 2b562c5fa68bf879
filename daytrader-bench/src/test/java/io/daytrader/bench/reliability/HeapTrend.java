package io.daytrader.bench.reliability;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The trend of live-heap samples: the Theil-Sen slope (the median of the slopes between every pair of samples),
 * which one sample taken just before or after a burst of allocation cannot drag, unlike a least-squares line.
 */
record HeapTrend(List<Double> minutes, List<Double> megabytes) {

    /** Megabytes per minute. */
    double slope() {
        List<Double> slopes = new ArrayList<>();
        for (int i = 0; i < minutes.size(); i++) {
            for (int j = i + 1; j < minutes.size(); j++) {
                double run = minutes.get(j) - minutes.get(i);
                if (run > 0) {
                    slopes.add((megabytes.get(j) - megabytes.get(i)) / run);
                }
            }
        }
        if (slopes.isEmpty()) {
            throw new IllegalStateException("a trend needs two samples at different times");
        }
        Collections.sort(slopes);
        int middle = slopes.size() / 2;
        return slopes.size() % 2 == 1 ? slopes.get(middle) : (slopes.get(middle - 1) + slopes.get(middle)) / 2;
    }

    /** How much the trend adds from the first sample to the last, in megabytes. */
    double rise() {
        return slope() * (minutes.get(minutes.size() - 1) - minutes.get(0));
    }

    double mean() {
        return megabytes.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }
}
