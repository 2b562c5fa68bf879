package io.daytrader.bench.results;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** results.csv: one line per measured run, with the workload's and target's identity on every line. */
public final class ResultsCsv {

    static final String HEADER = "target,workload,category,type,threads,rate,size,fork,run,seconds,requests,errors,"
            + "timeouts,in_flight,throughput,latency_mean_ms,p50_ms,p90_ms,p99_ms,p999_ms,max_ms,server_cpu_percent,"
            + "server_cpu_ms_per_request,driver_cpu_percent,server_rss_bytes,gc_pause_percent,gc_pause_p99_ms,"
            + "allocated_bytes_per_request,heap_after_gc_bytes,busiest_engine_cpu_percent,flags";

    private ResultsCsv() {
    }

    public static void write(BenchResults results, Path file) {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        for (TargetResult target : results.targets()) {
            for (WorkloadResult workload : target.workloads()) {
                for (RunResult run : workload.runs()) {
                    lines.add(line(target, workload, run));
                }
            }
        }
        try {
            Files.write(file, lines);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    private static String line(TargetResult target, WorkloadResult workload, RunResult run) {
        Latency latency = run.latencyMs();
        ProbeFigures probe = run.probe();
        return String.join(",", quote(target.name()), quote(workload.name()), workload.category(), workload.type(),
                Integer.toString(workload.threads()), text(workload.rate()), text(workload.size()),
                Integer.toString(run.forkOrFirst()), Integer.toString(run.index()), number(run.seconds()),
                Long.toString(run.requests()), Long.toString(run.errors()), text(run.timeouts()), text(run.inFlight()),
                number(run.throughput()), number(latency.mean()), Long.toString(latency.p50()),
                Long.toString(latency.p90()), Long.toString(latency.p99()), Long.toString(latency.p999()),
                Long.toString(latency.max()), number(run.serverCpuPercent()), number(run.serverCpuMsPerRequest()),
                number(run.driverCpuPercent()), text(run.serverRssBytes()),
                number(probe == null ? null : probe.gcPausePercent()), number(probe == null ? null : probe.gcPauseP99Ms()),
                number(probe == null ? null : probe.allocatedBytesPerRequest()),
                text(probe == null ? null : probe.heapAfterGcBytes()), number(run.busiestEngineCpuPercent()),
                quote(String.join(" ", workload.flags())));
    }

    private static String text(Object value) {
        return value == null ? "" : value.toString();
    }

    private static String number(Double value) {
        return value == null ? "" : String.format(Locale.ROOT, "%.4f", value);
    }

    private static String quote(String value) {
        return "\"" + value.replace("\"", "\"\"") + "\"";
    }
}
