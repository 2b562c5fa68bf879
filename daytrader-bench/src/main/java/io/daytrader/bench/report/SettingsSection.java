package io.daytrader.bench.report;

import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.results.AppSettings;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Machine;
import io.daytrader.bench.results.Provenance;
import io.daytrader.bench.results.ServerJvm;
import io.daytrader.bench.results.Settings;
import io.daytrader.bench.results.TargetResult;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How a sweep was run: its settings, the source, the driver and the machine, then per target its JVM and EAR. */
final class SettingsSection {

    private SettingsSection() {
    }

    static String render(BenchResults results) {
        Settings s = results.settings();
        Provenance p = results.provenance();
        Machine m = results.machine();
        String protocol = s.serverWarmupSeconds() == null
                ? s.profile() + ": warm-up " + s.warmupSeconds() + " s, " + s.runs() + " runs of " + s.runSeconds() + " s"
                : String.format(Locale.ROOT, "%s: %d launch(es) per target; server warm-up pass of %d-%d s "
                        + "that ends once its throughput gains less than %.0f %% a minute; per workload a warm-up of "
                        + "%d-%d s that ends when %d-s buckets agree within %.0f %% without a trend; then %d measured windows of %d s", s.profile(), s.forks(), s.serverWarmupSeconds(),
                        Profile.serverWarmupCapSeconds(s.serverWarmupSeconds()), Profile.SERVER_WARMUP_PERCENT_PER_MINUTE,
                        s.warmupMinSeconds(), s.warmupSeconds(), s.convergenceWindowSeconds(), s.convergencePercent(),
                        s.runs(), s.runSeconds());
        return "<h2>Settings and provenance</h2>\n<table class=\"overview\">"
                + row("Started", results.startedAt()) + row("Finished", results.finishedAt())
                + row("Targets", String.join(", ", results.targets().stream().map(TargetResult::name).toList()))
                + row("Protocol", protocol)
                + row("Schedule", s.describeSchedule())
                + row("Load", (s.rates() == null || s.rates().isEmpty()
                        ? "closed model, " + (usersAxis(s) ? "users " : "threads ") + s.threads()
                        : "open model, rates " + s.rates() + " requests/s") + ", think time " + s.thinkTimeMs()
                        + (s.thinkSpreadMs() == null || s.thinkSpreadMs() == 0 ? "" : " +- " + s.thinkSpreadMs()) + " ms")
                + row("Sizes", s.sizes().isEmpty() ? "-" : s.sizes().toString())
                + row("CPUs: server / driver", (s.serverCpus() == null ? "all" : s.serverCpus()) + " / "
                        + (s.driverCpus() == null ? "all" : s.driverCpus()))
                + row("Driver", (p == null || p.jmeterVersion() == null ? "JMeter" : "JMeter " + p.jmeterVersion())
                        + (s.engines() == null || s.engines().isEmpty() ? ", local" : ", remote engines " + s.engines()))
                + row("Server JVM options", s.jvmOptions() == null ? "-" : s.jvmOptions())
                + row("Database / JPA", (s.db() == null ? "-" : s.db()) + " / " + (s.jpa() == null ? "-" : s.jpa())
                        + ("derby".equals(s.db()) ? " (embedded Derby runs in the server's JVM: its CPU and heap count"
                        + " as the server's; a networked database is the fair setting for comparing servers)" : ""))
                + row("HTTP connector", s.connector() == null ? "-" : s.connector())
                + row("Server profiling", Boolean.TRUE.equals(s.profileServer()) ? "Java Flight Recorder per workload"
                        : "off")
                + row("Population", s.users() + " users, " + s.quotes() + " quotes")
                + (s.facesSharePercent() == null ? "" : row("User workload", facesShare(s)))
                + row("Source", p == null || p.gitCommit() == null ? "-"
                        : p.gitCommit() + (Boolean.TRUE.equals(p.gitDirty()) ? " (with uncommitted changes)" : ""))
                + row("Machine", m.cpus() + " CPUs (" + m.cpuModel() + "), " + Format.bytes(m.memoryBytes()) + ", "
                        + m.os() + ", " + m.java() + (m.stealPercent() == null ? ""
                        : String.format(Locale.ROOT, ", steal %.1f %% during the sweep", m.stealPercent())))
                + "</table>\n" + targets(results);
    }

    /** Whether the closed model's concurrencies are users with think time (--clients). */
    static boolean usersAxis(Settings s) {
        return Boolean.TRUE.equals(s.clients());
    }

    /** How the user workload's sessions were split between the Faces and the JSP pages. */
    static String facesShare(Settings s) {
        return s.facesSharePercent() + " % of the sessions on the Faces pages, the others on the JSP pages";
    }

    private static String targets(BenchResults results) {
        StringBuilder html = new StringBuilder("<table class=\"targets\"><tr><th>Target</th><th>JDK</th>"
                + "<th>GC</th><th>JVM flags</th><th>application</th><th>EAR SHA-256</th></tr>\n");
        for (TargetResult t : results.targets()) {
            ServerJvm jvm = t.serverJvm();
            AppSettings app = t.appSettings();
            html.append("<tr><td>").append(Html.escape(t.name())).append("</td><td>")
                    .append(jvm == null ? "-" : Html.escape(jvm.version() + " " + jvm.vendor()))
                    .append(t.javaHome() == null ? "" : " <span class=\"small\">" + Html.escape(t.javaHome()) + "</span>")
                    .append("</td><td>")
                    .append(jvm == null ? "-" : Html.escape(jvm.gc())).append("</td><td class=\"small\">")
                    .append(jvm == null ? "-" : flags(jvm.flags())).append("</td><td>")
                    .append(app == null ? "-" : Html.escape(app.runtimeMode() + ", " + app.orderProcessingMode()
                            + ", primIterations " + app.primIterations()))
                    .append("</td><td class=\"small\">").append(Html.escape(t.appSha256() == null ? "-" : t.appSha256()))
                    .append("</td></tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    /** The heap, GC and -XX flags in sight; every flag (module opens, agents, ...) behind a click. */
    private static String flags(String all) {
        if (all == null) {
            return "-";
        }
        String tuning = Arrays.stream(all.split("\\s+")).filter(f -> f.startsWith("-X")).collect(Collectors.joining(" "));
        return Html.escape(tuning) + " <details><summary>all</summary>" + Html.escape(all) + "</details>";
    }

    private static String row(String name, String value) {
        return "<tr><th>" + Html.escape(name) + "</th><td>" + Html.escape(value) + "</td></tr>";
    }
}
