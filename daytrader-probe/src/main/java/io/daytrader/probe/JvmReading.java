package io.daytrader.probe;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.RuntimeMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One reading of this JVM, as the probe's JSON document: the process's CPU time, threads, bytes allocated by all
 * threads, heap, GC pauses ({@link GcPauses}), the CPUs it may use, and the JVM and its collectors.
 */
final class JvmReading {

    private final GcPauses gc;
    private final com.sun.management.OperatingSystemMXBean os =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private final com.sun.management.ThreadMXBean threads =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final RuntimeMXBean runtime = ManagementFactory.getRuntimeMXBean();
    private final List<String> collectors = ManagementFactory.getGarbageCollectorMXBeans().stream()
            .map(GarbageCollectorMXBean::getName).toList();

    JvmReading(GcPauses gc) {
        this.gc = gc;
    }

    String json() {
        GcPauses.Totals pauses = gc.totals();
        return "{\"timeMillis\":" + System.currentTimeMillis()
                + ",\"uptimeMillis\":" + runtime.getUptime()
                + ",\"availableProcessors\":" + Runtime.getRuntime().availableProcessors()
                + ",\"processCpuNanos\":" + os.getProcessCpuTime()
                + ",\"threads\":" + threads.getThreadCount()
                + ",\"allocatedBytes\":" + threads.getTotalThreadAllocatedBytes()
                + ",\"heapUsedBytes\":" + ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed()
                + ",\"heapAfterGcBytes\":" + (pauses.heapAfterGcBytes() < 0 ? "null" : pauses.heapAfterGcBytes())
                + ",\"gc\":{\"pauses\":" + pauses.pauses()
                + ",\"pauseMillis\":" + pauses.pauseMillis()
                + ",\"histogramBoundsMillis\":" + Arrays.toString(GcPauses.BOUNDS_MILLIS).replace(" ", "")
                + ",\"histogramCounts\":" + Arrays.toString(pauses.counts()).replace(" ", "") + "}"
                + ",\"jvm\":{\"name\":" + Json.string(System.getProperty("java.vm.name"))
                + ",\"vendor\":" + Json.string(System.getProperty("java.vm.vendor"))
                + ",\"version\":" + Json.string(System.getProperty("java.runtime.version"))
                + ",\"flags\":" + Json.string(String.join(" ", runtime.getInputArguments()))
                + ",\"collectors\":" + collectors.stream().map(Json::string).collect(Collectors.joining(",", "[", "]"))
                + "}}";
    }
}
