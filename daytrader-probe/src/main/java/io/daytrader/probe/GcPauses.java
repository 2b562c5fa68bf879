package io.daytrader.probe;

import com.sun.management.GarbageCollectionNotificationInfo;

import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The stop-the-world pauses of the collectors since the agent started, from their notifications: count, total and a
 * histogram of durations (the collectors report whole milliseconds), and the heap in use after the last collection.
 * A concurrent cycle (ZGC's and Shenandoah's "end of GC cycle") is not a pause; its end still updates the heap after GC.
 */
final class GcPauses implements NotificationListener {

    /** Upper bounds (inclusive, ms) of the histogram's buckets; one more bucket holds the longer pauses. */
    static final long[] BOUNDS_MILLIS = {0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150,
            200, 300, 500, 1000, 2000, 5000, 10000};

    /** What the pauses came to at one moment. {@code heapAfterGcBytes} is -1 before the first collection. */
    record Totals(long pauses, long pauseMillis, long[] counts, long heapAfterGcBytes) {
    }

    private final Set<String> heapPools;
    private final long[] counts = new long[BOUNDS_MILLIS.length + 1];
    private long pauses;
    private long pauseMillis;
    private long heapAfterGcBytes = -1;

    GcPauses(Set<String> heapPools) {
        this.heapPools = heapPools;
    }

    /** Listens to every collector of this JVM. */
    static GcPauses listenTo(List<GarbageCollectorMXBean> collectors, List<MemoryPoolMXBean> pools) {
        GcPauses gc = new GcPauses(pools.stream().filter(p -> p.getType() == MemoryType.HEAP)
                .map(MemoryPoolMXBean::getName).collect(Collectors.toUnmodifiableSet()));
        for (GarbageCollectorMXBean collector : collectors) {
            if (collector instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(gc, null, null);
            }
        }
        return gc;
    }

    @Override
    public void handleNotification(Notification notification, Object handback) {
        if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(notification.getType())) {
            GarbageCollectionNotificationInfo info =
                    GarbageCollectionNotificationInfo.from((CompositeData) notification.getUserData());
            collected(info.getGcAction(), info.getGcInfo().getDuration(), heapUsed(info.getGcInfo().getMemoryUsageAfterGc()));
        }
    }

    private long heapUsed(Map<String, MemoryUsage> afterGc) {
        return afterGc.entrySet().stream().filter(e -> heapPools.contains(e.getKey()))
                .mapToLong(e -> e.getValue().getUsed()).sum();
    }

    synchronized void collected(String action, long durationMillis, long heapAfter) {
        heapAfterGcBytes = heapAfter;
        if (action.toLowerCase().contains("cycle")) {
            return;
        }
        pauses++;
        pauseMillis += durationMillis;
        counts[bucket(durationMillis)]++;
    }

    static int bucket(long millis) {
        int i = Arrays.binarySearch(BOUNDS_MILLIS, millis);
        return i >= 0 ? i : -i - 1;
    }

    synchronized Totals totals() {
        return new Totals(pauses, pauseMillis, counts.clone(), heapAfterGcBytes);
    }
}
