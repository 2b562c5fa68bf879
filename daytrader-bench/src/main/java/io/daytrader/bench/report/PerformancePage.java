package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.Machine;
import io.daytrader.bench.results.Provenance;
import io.daytrader.bench.results.Settings;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The project's performance page (docs/performance.md) as Markdown, generated from one results.json so that it is
 * never edited by hand: how the figures were measured, then per target (a runtime mode is a target) one table per
 * primitive category.
 */
public final class PerformancePage {

    private PerformancePage() {
    }

    /** @param resultsLink the results file as the page links it (relative to the page) */
    public static String markdown(BenchResults results, String resultsLink) {
        StringBuilder page = new StringBuilder("# Performance\n\n");
        page.append("Generated from [").append(resultsLink).append("](").append(resultsLink).append(") by `./daytrader "
                + "report --markdown PAGE RESULTS.json`; do not edit it by hand. The figures are one run's on one "
                + "machine whose speed drifts: compare figures only within a run (`./daytrader bench --server A,B` "
                + "measures targets side by side), never with another day's.\n\n");
        page.append(howMeasured(results));
        for (TargetResult target : results.targets()) {
            page.append("\n## ").append(target.name()).append("\n\n");
            Footprint f = target.footprint();
            if (f != null) {
                page.append(String.format(Locale.ROOT, "Start-up %s (deploy %s), live heap after a full GC %s, disk %s.%n%n",
                        Format.seconds(f.startupSeconds()), Format.seconds(f.deploySeconds()),
                        Format.bytes(f.liveHeapBytes()), Format.bytes(f.diskBytes())));
            }
            if (target.appSettings() != null) {
                page.append("Application: ").append(target.appSettings().runtimeMode()).append(", ")
                        .append(target.appSettings().orderProcessingMode()).append(".\n\n");
            }
            target.workloads().stream().map(WorkloadResult::category).distinct()
                    .sorted(Comparator.comparingInt(Categories::rank))
                    .forEach(category -> page.append(table(category, target.workloads().stream()
                            .filter(w -> w.category().equals(category)).toList())));
            if (!target.unavailableOrEmpty().isEmpty()) {
                page.append("Not available on this target: ").append(String.join(", ", target.unavailableOrEmpty()))
                        .append(".\n\n");
            }
        }
        return page.toString();
    }

    private static String howMeasured(BenchResults results) {
        Settings s = results.settings();
        Provenance p = results.provenance();
        Machine m = results.machine();
        StringBuilder text = new StringBuilder("## How it was measured\n\n");
        text.append("- **Command**: `").append(p == null || p.command() == null ? "./daytrader bench" : p.command())
                .append("`\n");
        text.append("- **When**: ").append(results.startedAt()).append(" to ").append(results.finishedAt()).append('\n');
        text.append("- **Source**: ").append(p == null || p.gitCommit() == null ? "unknown"
                : p.gitCommit() + (Boolean.TRUE.equals(p.gitDirty()) ? " with uncommitted changes" : "")).append('\n');
        text.append(String.format(Locale.ROOT, "- **Machine**: %d CPUs (%s), %s, %s%s%n", m.cpus(), m.cpuModel(),
                Format.bytes(m.memoryBytes()), m.java(), m.stealPercent() == null ? ""
                        : String.format(Locale.ROOT, ", %.1f %% steal during the run", m.stealPercent())));
        String windows = s.sideBySide() ? s.describeSchedule()
                : String.format(Locale.ROOT, "%d measured window(s) of %d s per workload and launch after a warm-up "
                        + "to steady state", s.runs(), s.runSeconds());
        text.append(String.format(Locale.ROOT, "- **Protocol**: profile %s, %d launch(es) per target, %s; concurrency "
                        + "%s, think time %d ms%n", s.profile(), s.forks() == null ? 1 : s.forks(), windows, s.threads(),
                s.thinkTimeMs()));
        text.append("- **Placement**: server on CPUs ").append(s.serverCpus() == null ? "all" : s.serverCpus())
                .append(", JMeter ").append(p == null ? "" : p.jmeterVersion()).append(" on CPUs ")
                .append(s.driverCpus() == null ? "all" : s.driverCpus()).append('\n');
        text.append("- **Server**: JVM options `").append(s.jvmOptions()).append("`, database ").append(s.db())
                .append(", JPA ").append(s.jpa()).append(", population ").append(s.users()).append(" users and ")
                .append(s.quotes()).append(" quotes\n");
        if (s.facesSharePercent() != null) {
            text.append("- **User workload**: ").append(HtmlReport.facesShare(s)).append('\n');
        }
        text.append("- **Columns**: req/s is the median over launches of each launch's median window of successful "
                + "requests, with its 95 % bootstrap interval; CPU ms/req is server CPU per successful request; server "
                + "and driver CPU are percent of the CPUs each may use; flags are explained in "
                + "[the lab's page](lab.md).\n");
        return text.toString();
    }

    private static String table(String category, List<WorkloadResult> workloads) {
        StringBuilder table = new StringBuilder("### ").append(Categories.title(category)).append("\n\n");
        table.append("| workload | load | req/s | 95 % CI | p99 ms | CPU ms/req | server CPU | driver CPU | errors | flags |\n");
        table.append("|---|---|---|---|---|---|---|---|---|---|\n");
        for (WorkloadResult w : workloads) {
            Summary s = w.summary();
            table.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %d | %s | %s | %s | %d | %s |%n",
                    w.size() == null ? w.name() : w.name() + " size " + w.size(),
                    w.rate() == null ? w.threads() + (w.thinkTimeMs() > 0 ? " users" : " threads") : w.rate() + "/s",
                    Format.rate(s.throughputMedian()), s.ciLow() == null ? "-"
                            : Format.rate(s.ciLow()) + "-" + Format.rate(s.ciHigh()), s.latencyMs().p99(),
                    Format.cpuMs(s.serverCpuMsPerRequest()), Format.percent(s.serverCpuPercent()),
                    Format.percent(s.driverCpuPercent()), s.errors(), String.join(" ", w.flags())));
        }
        return table.append('\n').toString();
    }
}
