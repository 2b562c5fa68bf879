package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.ProbeFigures;
import io.daytrader.bench.results.ServerWarmup;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.Locale;

/** The short summary printed at the end of a sweep. */
public final class TerminalSummary {

    private TerminalSummary() {
    }

    public static String render(BenchResults results) {
        StringBuilder text = new StringBuilder();
        for (TargetResult target : results.targets()) {
            Footprint f = target.footprint();
            if (f != null) {
                text.append(String.format(Locale.ROOT, "%n%s  startup %s, deploy %s, download %s, disk %s, live heap %s%n",
                        target.name(), Format.seconds(f.startupSeconds()), Format.seconds(f.deploySeconds()),
                        Format.bytes(f.downloadBytes()), Format.bytes(f.diskBytes()), Format.bytes(f.liveHeapBytes())));
            } else {
                text.append(String.format("%n%s%n", target.name()));
            }
            text.append(String.format(Locale.ROOT, "%-34s %6s %10s %19s %7s %6s %9s %6s %6s %6s %6s %8s  %s%n",
                    "workload", "load", "req/s", "95% CI", "err%", "p99ms", "CPUms/req", "srvCPU", "drvCPU", "engCPU",
                    "GC%", "KB/req", "flags"));
            for (WorkloadResult w : target.workloads()) {
                Summary s = w.summary();
                String name = w.size() == null ? w.name() : w.name() + " size " + w.size();
                String load = w.rate() == null ? Integer.toString(w.threads()) : w.rate() + "/s";
                String interval = s.ciLow() == null ? "-" : Format.rate(s.ciLow()) + "-" + Format.rate(s.ciHigh());
                ProbeFigures probe = s.probe();
                text.append(String.format(Locale.ROOT, "%-34s %6s %10s %19s %7.2f %6d %9s %6s %6s %6s %6s %8s  %s%n",
                        name.length() > 34 ? name.substring(0, 34) : name, load, Format.rate(s.throughputMedian()),
                        interval, s.errorPercent(), s.latencyMs().p99(), Format.cpuMs(s.serverCpuMsPerRequest()),
                        Format.percent(s.serverCpuPercent()), Format.percent(s.driverCpuPercent()),
                        Format.percent(s.engineCpuPercent()),
                        probe == null ? "-" : Format.oneDecimal(probe.gcPausePercent()),
                        probe == null || probe.allocatedBytesPerRequest() == null ? "-"
                                : Format.oneDecimal(probe.allocatedBytesPerRequest() / 1024),
                        String.join(" ", w.flags())));
            }
            for (ServerWarmup warmup : target.serverWarmupsOrEmpty()) {
                text.append(warmup.describe()).append(System.lineSeparator());
            }
            for (String failure : target.failuresOrEmpty()) {
                text.append("failed: ").append(failure).append(System.lineSeparator());
            }
            for (String primitive : target.unavailableOrEmpty()) {
                text.append(String.format(Locale.ROOT, "%-34s %6s %10s%n", primitive, "", "n/a"));
            }
            for (ChatResult chat : target.chatOrEmpty()) {
                text.append(String.format(Locale.ROOT, "chat %d x %-5d score %s msg/s, delivered %d of %d, p99 %.1f ms, "
                                + "failed %d, dropped %d, server CPU %s ms/1000 msg%n", chat.rooms(), chat.roomSize(),
                        Format.rate(chat.score()), chat.delivered(), chat.expected(), chat.latencyMs().p99(),
                        chat.failedConnections(), chat.droppedConnections(), Format.cpuMs(chat.serverCpuMsPerThousand())));
            }
            if (target.chatOrEmpty().size() > 1) {
                text.append(String.format("chat ramp: most connections with sub-second delivery %d%n",
                        ChatResult.mostSubSecondConnections(target.chatOrEmpty())));
            }
        }
        return text.toString();
    }
}
