package io.daytrader.bench.report;

import io.daytrader.bench.compare.Comparison;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.Machine;
import io.daytrader.bench.results.Provenance;
import io.daytrader.bench.results.ServerJvm;
import io.daytrader.bench.results.Settings;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The generated part of the project's performance page (docs/performance.md): one run's tables, written between two
 * marker lines so that the page's hand-written text around them survives every regeneration. Above the tables the
 * run's command, times, machine and schedule; then, TechEmpower-style, one table per workload group (a primitive
 * category, the scenario servlet, the user workload) with a block per workload, its targets ranked fastest first,
 * each with req/s and its 95 % interval, server CPU per request, flags, its ratio to the fastest target on that
 * workload and, where the targets ran side by side, the paired change against the first target
 * ({@link Comparison}).
 */
public final class PerformancePage {

    /** The line before the generated part. */
    public static final String BEGIN = "<!-- generated from results.json by ./daytrader report --markdown: begin -->";
    /** The line after it. */
    public static final String END = "<!-- generated from results.json: end -->";

    private static final String SCENARIO = "scenario";
    private static final String USER_WORKLOAD = "user workload";

    private PerformancePage() {
    }

    /**
     * The page a missing file gets: a title and the two markers around the generated part.
     */
    public static String newPage(String generated) {
        return "# Performance\n\n" + BEGIN + "\n" + generated + END + "\n";
    }

    /**
     * The page with its generated part replaced and every other line kept.
     *
     * @throws IllegalArgumentException when the page does not hold each marker once, begin before end: it is then
     *                                  not a page this generator may write into
     */
    public static String update(String page, String generated, String pageName) {
        int begin = markerLine(page, BEGIN, pageName);
        int end = markerLine(page, END, pageName);
        if (end < begin) {
            throw new IllegalArgumentException(pageName + ": the end marker comes before the begin marker; the file is"
                    + " left as it is");
        }
        int afterBegin = page.indexOf('\n', begin) + 1;
        return page.substring(0, afterBegin) + generated + page.substring(end);
    }

    /** What lies between the markers of a page (empty when nothing does). */
    public static String generatedPart(String page, String pageName) {
        int begin = markerLine(page, BEGIN, pageName);
        int end = markerLine(page, END, pageName);
        if (end < begin) {
            throw new IllegalArgumentException(pageName + ": the end marker comes before the begin marker");
        }
        return page.substring(page.indexOf('\n', begin) + 1, end);
    }

    /** The offset of the line that is exactly {@code marker}; refuses a page without it or with it twice. */
    private static int markerLine(String page, String marker, String pageName) {
        List<Integer> found = new ArrayList<>();
        int offset = 0;
        for (String line : page.split("\n", -1)) {
            if (line.strip().equals(marker)) {
                found.add(offset);
            }
            offset += line.length() + 1;
        }
        if (found.size() != 1) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s %s%n  %s%n%sThe generated tables go"
                            + " between the lines%n  %s%nand%n  %s%neach once and on a line of its own, with the"
                            + " hand-written text outside them; the file is left as it is.", pageName,
                    found.isEmpty() ? "has no line" : "holds the line", marker,
                    found.isEmpty() ? "" : found.size() + " times. ", BEGIN, END));
        }
        return found.get(0);
    }

    /**
     * The generated part: how the run was made, then the tables.
     *
     * @param resultsLink the results file as the page links it (relative to the page)
     */
    public static String generated(BenchResults results, String resultsLink) {
        Comparison comparison = results.targets().size() < 2 ? null
                : Comparison.of(List.of(results), List.of(resultsLink), null);
        boolean paired = comparison != null && results.settings() != null && results.settings().sideBySide();
        StringBuilder text = new StringBuilder("\n## The current run\n\n");
        text.append("Generated from [").append(resultsLink).append("](").append(resultsLink).append(") by `./daytrader"
                + " report RESULTS.json --markdown PAGE`, which rewrites only what lies between this section's two"
                + " marker lines. Its figures were taken in one run on one machine: they compare with each other, not"
                + " with another run's.\n\n");
        text.append(howMeasured(results));
        text.append(targets(results));
        if (paired) {
            text.append(verdicts(comparison));
        }
        Map<String, List<String>> groups = groups(results);
        groups.forEach((group, keys) -> text.append(table(group, keys, results, paired ? comparison : null)));
        return text.toString();
    }

    private static String howMeasured(BenchResults results) {
        Settings s = results.settings();
        Provenance p = results.provenance();
        Machine m = results.machine();
        StringBuilder text = new StringBuilder();
        text.append("- **Command**: `").append(p == null || p.command() == null ? "./daytrader bench" : p.command())
                .append("`\n");
        text.append("- **When**: ").append(results.startedAt()).append(" to ").append(results.finishedAt())
                .append(duration(results.startedAt(), results.finishedAt())).append('\n');
        text.append(String.format(Locale.ROOT, "- **Machine**: %d CPUs (%s), %s of memory, %s%s%n", m.cpus(),
                m.cpuModel(), Format.bytes(m.memoryBytes()), m.java(), m.stealPercent() == null ? ""
                        : String.format(Locale.ROOT, "; %.1f %% of the CPU time stolen by the hypervisor during"
                        + " the run", m.stealPercent())));
        text.append("- **Schedule**: ").append(s.sideBySide() ? s.describeSchedule()
                : String.format(Locale.ROOT, "%s; %d measured window(s) of %d s per workload and launch after a warm-up"
                        + " to steady state", s.describeSchedule(), s.runs(), s.runSeconds())).append('\n');
        text.append(String.format(Locale.ROOT, "- **Protocol**: profile %s, %d launch(es) per target, concurrency %s,"
                        + " think time %d ms; server on CPUs %s, JMeter %s on CPUs %s%n", s.profile(),
                s.forks() == null ? 1 : s.forks(),
                String.join(", ", s.threads().stream().map(String::valueOf).toList()), s.thinkTimeMs(),
                s.serverCpus() == null ? "all" : s.serverCpus(), p == null ? "" : p.jmeterVersion(),
                s.driverCpus() == null ? "all" : s.driverCpus()));
        text.append("- **Servers**: JVM options `").append(s.jvmOptions()).append("`, database ").append(s.db())
                .append(", JPA ").append(s.jpa()).append(", ").append(s.users()).append(" users and ")
                .append(s.quotes()).append(" quotes\n");
        if (s.facesSharePercent() != null) {
            text.append("- **User workload**: ").append(SettingsSection.facesShare(s)).append('\n');
        }
        text.append("- **Source**: ").append(p == null || p.gitCommit() == null ? "unknown"
                : p.gitCommit() + (Boolean.TRUE.equals(p.gitDirty()) ? " with uncommitted changes" : ""))
                .append("\n\n");
        return text.toString();
    }

    /** " (1 h 02 min)", or nothing when a time is missing or unreadable. */
    static String duration(String startedAt, String finishedAt) {
        try {
            Duration d = Duration.between(Instant.parse(startedAt), Instant.parse(finishedAt));
            long minutes = Math.round(d.toSeconds() / 60.0);
            return minutes >= 60 ? String.format(Locale.ROOT, " (%d h %02d min)", minutes / 60, minutes % 60)
                    : String.format(Locale.ROOT, " (%d min)", minutes);
        } catch (DateTimeParseException | NullPointerException e) {
            return "";
        }
    }

    private static String targets(BenchResults results) {
        StringBuilder table = new StringBuilder("| target | JDK | database, JPA | connector | start-up | live heap |\n"
                + "|---|---|---|---|---|---|\n");
        for (TargetResult t : results.targets()) {
            ServerJvm jvm = t.serverJvm();
            Footprint f = t.footprint();
            table.append(String.format(Locale.ROOT, "| %s | %s | %s, %s | %s | %s | %s |%n", t.name(),
                    jvm == null ? Objects.toString(t.javaHome(), "-") : jvm.version() + " " + jvm.vendor(),
                    t.db(), t.jpa(), Objects.toString(t.connector(), "-"),
                    f == null ? "-" : Format.seconds(f.startupSeconds()),
                    f == null ? "-" : Format.bytes(f.liveHeapBytes())));
        }
        return table.append('\n').toString();
    }

    /** Per target against the first: the verdict counts and the geometric mean of its paired changes. */
    private static String verdicts(Comparison comparison) {
        StringBuilder text = new StringBuilder();
        for (int t = 1; t < comparison.columns().size(); t++) {
            Comparison.Summary s = comparison.summaries().get(t);
            text.append(String.format(Locale.ROOT, "- **%s** against %s: %d faster, %d slower, %d the same",
                    comparison.columns().get(t).name(), comparison.columns().get(0).name(), s.better(), s.worse(),
                    s.same()));
            if (s.geometricMeanChangePercent() != null) {
                text.append(String.format(Locale.ROOT, "; geometric mean %s%s over %d rows",
                        Format.signedPercent(s.geometricMeanChangePercent()),
                        s.geometricMeanLow() == null ? "" : " " + interval(s.geometricMeanLow(), s.geometricMeanHigh()),
                        s.compared()));
            }
            text.append('\n');
        }
        return text.append('\n').toString();
    }

    /** The workloads by group, groups in report order, workloads in the order first measured. */
    private static Map<String, List<String>> groups(BenchResults results) {
        Map<String, WorkloadResult> firstSeen = new LinkedHashMap<>();
        results.targets().forEach(t -> t.workloads().forEach(w -> firstSeen.putIfAbsent(key(w), w)));
        Map<String, List<String>> groups = new LinkedHashMap<>();
        firstSeen.values().stream().map(PerformancePage::group).distinct()
                .sorted(Comparator.comparingInt(PerformancePage::groupRank))
                .forEach(g -> groups.put(g, firstSeen.values().stream().filter(w -> group(w).equals(g))
                        .map(PerformancePage::key).toList()));
        return groups;
    }

    /** The group a workload is ranked in: its catalog category, the trade workloads split into their two kinds. */
    private static String group(WorkloadResult w) {
        if (!"trade".equals(w.category())) {
            return w.category();
        }
        return SCENARIO.equals(w.type()) ? SCENARIO : USER_WORKLOAD;
    }

    private static int groupRank(String group) {
        return group.equals(SCENARIO) || group.equals(USER_WORKLOAD) ? Categories.rank("trade") * 2
                + (group.equals(SCENARIO) ? 0 : 1) : Categories.rank(group) * 2;
    }

    private static String groupTitle(String group) {
        return switch (group) {
            case SCENARIO -> "The scenario servlet";
            case USER_WORKLOAD -> "The user workload";
            default -> Categories.title(group);
        };
    }

    /** One workload's figure on one target, or why it has none. */
    private record Entry(String target, WorkloadResult result, Comparison.Cell cell, boolean baseline,
                         boolean unavailable) {
    }

    private static String table(String group, List<String> keys, BenchResults results, Comparison paired) {
        StringBuilder table = new StringBuilder("### ").append(groupTitle(group)).append("\n\n");
        table.append("| workload | target | req/s | 95 % interval | server CPU ms/req | flags | of the fastest |");
        table.append(paired == null ? "\n|---|---|---|---|---|---|---|\n" : " change against "
                + escape(results.targets().get(0).name()) + " |\n|---|---|---|---|---|---|---|---|\n");
        for (String key : keys) {
            List<Entry> entries = entries(key, results, paired);
            double fastest = entries.stream().filter(e -> e.result() != null)
                    .mapToDouble(e -> e.result().summary().throughputMedian()).max().orElse(0);
            List<Entry> ranked = new ArrayList<>(entries);
            ranked.sort(Comparator.comparingDouble((Entry e) -> e.result() == null ? Double.NEGATIVE_INFINITY
                    : e.result().summary().throughputMedian()).reversed());
            boolean first = true;
            for (Entry e : ranked) {
                table.append("| ").append(first ? escape(label(entries)) : "").append(" | ").append(escape(e.target()))
                        .append(" | ");
                first = false;
                if (e.result() == null) {
                    table.append(e.unavailable() ? "n/a | | | | |" : "not measured | | | | |");
                    table.append(paired == null ? "\n" : " |\n");
                    continue;
                }
                Summary s = e.result().summary();
                table.append(Format.rate(s.throughputMedian())).append(" | ")
                        .append(s.ciLow() == null ? "-" : Format.rate(s.ciLow()) + "-" + Format.rate(s.ciHigh()))
                        .append(" | ").append(Format.cpuMs(s.serverCpuMsPerRequest())).append(" | ")
                        .append(flags(e.result())).append(" | ")
                        .append(fastest > 0 ? String.format(Locale.ROOT, "%.2f", s.throughputMedian() / fastest) : "-")
                        .append(" |");
                if (paired != null) {
                    table.append(' ').append(change(e)).append(" |");
                }
                table.append('\n');
            }
        }
        return table.append('\n').toString();
    }

    private static List<Entry> entries(String key, BenchResults results, Comparison paired) {
        Comparison.Row row = paired == null ? null
                : paired.rows().stream().filter(r -> rowKey(r).equals(key)).findFirst().orElse(null);
        List<Entry> entries = new ArrayList<>();
        for (int t = 0; t < results.targets().size(); t++) {
            TargetResult target = results.targets().get(t);
            WorkloadResult result = target.workloads().stream().filter(w -> key(w).equals(key)).findFirst()
                    .orElse(null);
            String name = key.substring(0, key.indexOf('|'));
            entries.add(new Entry(target.name(), result, row == null ? null : row.cells().get(t), t == 0,
                    target.unavailableOrEmpty().contains(name)));
        }
        return entries;
    }

    /** The workload as its block names it: name, size, and the load it ran at. */
    private static String label(List<Entry> entries) {
        WorkloadResult w = entries.stream().map(Entry::result).filter(Objects::nonNull).findFirst().orElseThrow();
        return (w.size() == null ? w.name() : w.name() + " size " + w.size()) + ", "
                + (w.rate() != null ? w.rate() + " req/s offered"
                : w.threads() + (w.thinkTimeMs() > 0 ? " users" : " threads"));
    }

    private static String flags(WorkloadResult w) {
        List<String> flags = new ArrayList<>(w.flags());
        if (w.summary().errors() > 0) {
            flags.add(w.summary().errors() + " errors");
        }
        return flags.isEmpty() ? "" : String.join(", ", flags);
    }

    private static String change(Entry e) {
        if (e.baseline()) {
            return "baseline";
        }
        Comparison.Cell c = e.cell();
        if (c == null || !c.paired() || c.changePercent() == null) {
            return "-";
        }
        String verdict = switch (c.verdict()) {
            case BETTER -> "faster";
            case WORSE -> "slower";
            case SAME -> "the same";
            case UNSETTLED -> "not called: a side did not hold still";
            default -> "not called";
        };
        return Format.signedPercent(c.changePercent()) + " " + interval(c.changeLow(), c.changeHigh()) + ", "
                + verdict + " (on " + c.figure() + ")";
    }

    private static String interval(Double low, Double high) {
        return low == null || high == null ? "" : String.format(Locale.ROOT, "[%+.1f, %+.1f]", low, high);
    }

    private static String escape(String cell) {
        return cell.replace("|", "\\|");
    }

    private static String key(WorkloadResult w) {
        return w.name() + "|" + w.threads() + "|" + w.rate() + "|" + w.size();
    }

    private static String rowKey(Comparison.Row r) {
        return r.workload() + "|" + r.threads() + "|" + r.rate() + "|" + r.size();
    }
}
