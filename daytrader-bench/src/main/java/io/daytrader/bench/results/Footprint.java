package io.daytrader.bench.results;

/**
 * What a target costs before any load: seconds from launch to the first 200 of the application, the
 * application's deploy time as the server logs it, the size of the downloaded server archive, the disk used by
 * the installed server, and the live heap after a full GC with the application loaded. Null when not measured
 * (e.g. for a server the user runs).
 */
public record Footprint(Double startupSeconds, Double deploySeconds, Long downloadBytes, Long diskBytes,
                        Long liveHeapBytes) {
}
