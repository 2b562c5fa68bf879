package io.daytrader.bench;

import io.daytrader.bench.cli.BenchCommand;
import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.bench.cli.CalibrateCommand;
import io.daytrader.bench.cli.CompareCommand;
import io.daytrader.bench.cli.HistoryCommand;
import io.daytrader.bench.cli.ReportCommand;
import io.daytrader.bench.cli.ComparisonOptions;
import io.daytrader.bench.cli.UsageException;
import io.daytrader.bench.compare.Calibration;
import io.daytrader.bench.compare.CompareReport;
import io.daytrader.bench.compare.ComparisonJson;
import io.daytrader.bench.compare.Comparison;
import io.daytrader.bench.history.HistoryEntry;
import io.daytrader.bench.history.HistoryFolder;
import io.daytrader.bench.history.HistoryReport;
import io.daytrader.bench.history.HistorySeries;
import io.daytrader.bench.history.OtavaCsv;
import io.daytrader.bench.series.SeriesGroups;
import io.daytrader.bench.series.SeriesJson;
import io.daytrader.bench.series.SeriesSection;
import io.daytrader.bench.series.SeriesSteps;
import io.daytrader.bench.report.Html;
import io.daytrader.bench.report.ComparisonHtml;
import io.daytrader.bench.report.HtmlReport;
import io.daytrader.bench.report.PerformancePage;
import io.daytrader.bench.report.TerminalSummary;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsCsv;
import io.daytrader.bench.results.ResultsJson;
import io.daytrader.bench.run.BenchRunner;
import io.daytrader.launch.serve.Serve;
import io.daytrader.launch.serve.ServeCommand;
import io.daytrader.launch.KindDescriptor;
import io.daytrader.launch.KindMatrix;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code serve [--root DIR] OPTIONS}, {@code bench [--root DIR] OPTIONS},
 * {@code compare [--root DIR] [--output DIR] A/results.json B/results.json ...},
 * {@code calibrate [--root DIR] AA1/results.json AA2/results.json ...},
 * {@code report [--output DIR] [--markdown FILE] RESULTS.json} and
 * {@code history [--add RESULTS.json] [--output DIR] [DIR]}. Exit codes: 0 done, 1 failure, 2 usage error (or, for
 * compare, results taken under different conditions without {@code --force}; for report, a page without its
 * generated section's markers), 3 a row called slower than the baseline with {@code --fail-on-slower}.
 */
public final class BenchMain {

    static final int EXIT_FAILURE = 1;
    static final int EXIT_USAGE = 2;

    private BenchMain() {
    }

    public static void main(String[] args) {
        System.exit(run(List.of(args), System.out, System.err));
    }

    public static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty()) {
            err.println("usage: serve|bench|compare|calibrate|report|history [--root DIR] OPTIONS");
            return EXIT_USAGE;
        }
        String command = args.get(0);
        String[] rest = args.subList(1, args.size()).toArray(String[]::new);
        try {
            return switch (command) {
                case "serve" -> {
                    ServeCommand serve = new ServeCommand();
                    CommandLine line = new CommandLine(serve);
                    line.parseArgs(rest);
                    yield line.isUsageHelpRequested() ? help(line, out) : Serve.run(serve.options(), err);
                }
                case "bench" -> {
                    BenchCommand bench = new BenchCommand(System.getenv("DAYTRADER_ADMIN_PASSWORD"));
                    CommandLine line = new CommandLine(bench);
                    line.parseArgs(rest);
                    yield line.isUsageHelpRequested() ? help(withKinds(line, bench.root()), out)
                            : bench(bench.options(), bench.history(), out, commandLine(rest));
                }
                case "compare" -> {
                    CompareCommand compare = new CompareCommand();
                    CommandLine line = new CommandLine(compare);
                    line.parseArgs(rest);
                    yield line.isUsageHelpRequested() ? help(line, out) : compare(compare, out, err);
                }
                case "calibrate" -> {
                    CalibrateCommand calibrate = new CalibrateCommand();
                    CommandLine line = new CommandLine(calibrate);
                    line.parseArgs(rest);
                    yield line.isUsageHelpRequested() ? help(line, out) : calibrate(calibrate, out);
                }
                case "history" -> {
                    HistoryCommand history = new HistoryCommand();
                    CommandLine line = new CommandLine(history);
                    line.parseArgs(rest);
                    yield line.isUsageHelpRequested() ? help(line, out) : history(history, out);
                }
                case "report" -> {
                    ReportCommand report = new ReportCommand();
                    CommandLine line = new CommandLine(report);
                    line.parseArgs(rest);
                    yield line.isUsageHelpRequested() ? help(line, out) : report(report, out);
                }
                default -> throw new UsageException("unknown command '" + command + "'");
            };
        } catch (ParameterException | UsageException | IllegalArgumentException e) {
            err.println("daytrader " + command + ": " + e.getMessage());
            return EXIT_USAGE;
        } catch (RuntimeException e) {
            err.println("daytrader " + command + ": " + e.getMessage());
            return EXIT_FAILURE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("daytrader " + command + ": interrupted");
            return EXIT_FAILURE;
        }
    }

    /** The help ends with the server kinds of this checkout, as their descriptors state them. */
    private static CommandLine withKinds(CommandLine line, Path root) {
        try {
            line.getCommandSpec().usageMessage().footer("%nServer kinds (servers/KIND/kind.json):%n"
                    + KindMatrix.text(KindDescriptor.all(root)).replace("%", "%%"));
        } catch (RuntimeException e) {
            line.getCommandSpec().usageMessage().footer("%nServer kinds: none readable under " + root + "/servers ("
                    + e.getMessage().replace("%", "%%") + ")");
        }
        return line;
    }

    private static int help(CommandLine line, PrintStream out) {
        line.usage(new PrintWriter(out, true));
        return 0;
    }

    /** How a user would type the bench command: the launcher's own options left out, arguments quoted as needed. */
    static String commandLine(String[] args) {
        StringBuilder line = new StringBuilder("./daytrader bench");
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--root") || args[i].equals("--default-server")) {
                i++;
                continue;
            }
            line.append(' ').append(args[i].matches("[A-Za-z0-9_@%+=:,./-]+") ? args[i]
                    : "'" + args[i].replace("'", "'\\''") + "'");
        }
        return line.toString();
    }

    private static int bench(BenchOptions options, Path history, PrintStream out, String command) {
        Path output = options.output() != null ? options.output().toAbsolutePath() : defaultOutput(options.root());
        createDirectories(output);
        List<List<Integer>> groups = seriesGroups(options);
        if (groups.size() > 1) {
            if (history != null) {
                out.println("history: a series measured in groups is not kept in " + history + " (a history keeps"
                        + " runs whose targets ran at once, each against its first)");
            }
            return benchInGroups(options, groups, output, out, command);
        }
        BenchResults ran = new BenchRunner(options.withOutput(output), out).run();
        BenchResults results = ran.withProvenance(ran.provenance().withCommand(command));
        Comparison comparison = write(results, output);
        out.print(TerminalSummary.render(results));
        out.println();
        if (comparison != null) {
            for (int t = 1; t < comparison.columns().size(); t++) {
                out.println(CompareReport.summaryLine(comparison, t));
            }
            SeriesSteps steps = SeriesSteps.of(results);
            if (steps != null) {
                out.print(SeriesSection.text(steps));
            }
            out.println("Comparison: " + output.resolve("comparison.json"));
        }
        if (history != null && !startedNothing(results)) {
            out.println("History: " + HistoryFolder.add(history, HistoryEntry.of(results, comparison,
                    output.resolve("results.json").toString())));
        }
        out.println("Results: " + output.resolve("results.json"));
        out.println("Report:  " + output.resolve("index.html"));
        if (startedNothing(results)) {
            return EXIT_FAILURE;
        }
        return options.comparison().failOnSlower() && comparison != null && comparison.anyWorse()
                ? ComparisonOptions.EXIT_SLOWER : 0;
    }

    /**
     * A series (three targets or more of one kind) that does not fit in memory as one duet of at least two launches
     * each: overlapping groups that share a target; otherwise one group of all.
     */
    private static List<List<Integer>> seriesGroups(BenchOptions options) {
        int targets = options.servers().size();
        List<List<Integer>> all = SeriesGroups.split(Math.max(targets, 1), Integer.MAX_VALUE);
        if (options.external() || options.comparison().schedule() != ComparisonOptions.Schedule.AUTO
                && options.comparison().schedule() != ComparisonOptions.Schedule.DUET
                || !SeriesSteps.isSeries(options.servers().stream().map(s -> s.split(":")[0]).toList())) {
            return all;
        }
        int fit = BenchRunner.targetsThatFit(options, Math.max(2, BenchRunner.duetLaunches(options)));
        return SeriesGroups.split(targets, Math.max(2, fit));
    }

    /** Each group measured on its own into OUTPUT/group-N, then the series chained through the shared targets. */
    private static int benchInGroups(BenchOptions options, List<List<Integer>> groups, Path output, PrintStream out,
                                     String command) {
        out.println("series: " + options.servers().size() + " targets do not fit in memory as one duet of "
                + Math.max(2, BenchRunner.duetLaunches(options)) + " launches each; " + groups.size()
                + " groups that share a target, one after the other: " + groups.stream()
                .map(g -> g.stream().map(t -> options.servers().get(t)).toList().toString()).toList());
        List<BenchResults> measured = new ArrayList<>();
        boolean slower = false;
        for (int g = 0; g < groups.size(); g++) {
            List<Integer> group = groups.get(g);
            Path dir = output.resolve("group-" + (g + 1));
            createDirectories(dir);
            BenchOptions mine = options.toBuilder().servers(pick(options.servers(), group))
                    .jdks(pick(options.jdks(), group)).jvmOptions(pick(options.jvmOptions(), group))
                    .connectors(pick(options.connectors(), group)).output(dir).build();
            out.println("series: group " + (g + 1) + " of " + groups.size() + " into " + dir);
            BenchResults ran = new BenchRunner(mine, out).run();
            BenchResults results = ran.withProvenance(ran.provenance().withCommand(command));
            Comparison comparison = write(results, dir);
            slower |= comparison != null && comparison.anyWorse();
            if (startedNothing(results)) {
                out.println("series: group " + (g + 1) + " started nothing; the series stops there");
                return EXIT_FAILURE;
            }
            measured.add(results);
        }
        SeriesSteps steps = SeriesSteps.chained(measured);
        SeriesJson.write(steps, output.resolve("series.json"));
        writeString(output.resolve("index.html"), Html.page("DayTrader series", "<h1>DayTrader series</h1>\n<p>"
                + groups.size() + " groups measured one after the other, each side by side; their reports: "
                + String.join(", ", java.util.stream.IntStream.rangeClosed(1, groups.size())
                .mapToObj(g -> "<a href=\"group-" + g + "/index.html\">group " + g + "</a>").toList()) + ".</p>\n"
                + SeriesSection.html(steps)));
        out.print(SeriesSection.text(steps));
        out.println("Series:  " + output.resolve("series.json"));
        out.println("Report:  " + output.resolve("index.html"));
        return options.comparison().failOnSlower() && slower ? ComparisonOptions.EXIT_SLOWER : 0;
    }

    /** The per-target values of an option given once per target, for some targets; as it is when given once. */
    private static <T> List<T> pick(List<T> values, List<Integer> targets) {
        return values.size() <= 1 ? values : targets.stream().map(values::get).toList();
    }

    /** Every target failed before its first launch answered: the report says why, and the exit status too. */
    public static boolean startedNothing(BenchResults results) {
        return results.targets().stream().allMatch(t -> t.launches().isEmpty() && !t.failuresOrEmpty().isEmpty());
    }

    /**
     * Writes results.json, results.csv and index.html into {@code output}, with two targets or more their
     * comparison (comparison.json, and in the page), and with a series its steps (series.json, and in the page);
     * returns that comparison, or null.
     */
    public static Comparison write(BenchResults results, Path output) {
        ResultsJson.write(results, output.resolve("results.json"));
        ResultsCsv.write(results, output.resolve("results.csv"));
        Comparison comparison = results.targets().size() < 2 ? null
                : Comparison.of(List.of(results), List.of(output.resolve("results.json").toString()), null);
        if (comparison != null) {
            ComparisonJson.write(comparison, output.resolve("comparison.json"));
        }
        SeriesSteps steps = SeriesSteps.of(results);
        if (steps != null) {
            SeriesJson.write(steps, output.resolve("series.json"));
        }
        ComparisonHtml compared = comparison == null ? null : CompareReport.forPage(comparison);
        if (compared != null && steps != null) {
            // the steps called answer a series with the verdict, before the settings
            compared = new ComparisonHtml(compared.verdict() + SeriesSection.html(steps), compared.details());
        }
        writeString(output.resolve("index.html"), HtmlReport.render(results, compared));
        return comparison;
    }

    private static int compare(CompareCommand command, PrintStream out, PrintStream err) {
        List<BenchResults> results = command.files().stream().map(ResultsJson::read).toList();
        Comparison comparison = Comparison.of(results, command.files().stream().map(Path::toString).toList(),
                command.threshold());
        if (!comparison.differences().isEmpty() && !command.force()) {
            err.println("daytrader compare: these results were taken under different conditions, so a comparison would"
                    + " compare the setups; give --force to compare anyway:");
            comparison.differences().forEach(d -> err.println("  " + d));
            return EXIT_USAGE;
        }
        Path output = command.output() != null ? command.output()
                : command.root().resolve("target/daytrader-bench/compare-" + timestamp());
        createDirectories(output);
        writeString(output.resolve("index.html"), CompareReport.html(comparison));
        ComparisonJson.write(comparison, output.resolve("comparison.json"));
        out.print(CompareReport.text(comparison));
        out.println("Report: " + output.resolve("index.html"));
        out.println("Comparison: " + output.resolve("comparison.json"));
        return command.failOnSlower() && comparison.anyWorse() ? ComparisonOptions.EXIT_SLOWER : 0;
    }

    private static int calibrate(CalibrateCommand command, PrintStream out) {
        List<BenchResults> results = command.files().stream().map(ResultsJson::read).toList();
        Calibration calibration = Calibration.of(results, command.files().stream().map(Path::toString).toList());
        if (calibration == null) {
            throw new IllegalArgumentException("the files hold no paired row: calibrate reads side-by-side runs of two"
                    + " targets or more");
        }
        out.print(calibration.text());
        return 0;
    }

    /**
     * The report again, and with --markdown the page's generated part between its markers: a missing page gets a new
     * one, a page without the markers is refused (exit 2) before anything is written.
     */
    private static int report(ReportCommand command, PrintStream out) {
        BenchResults results = ResultsJson.read(command.results());
        String page = null;
        if (command.markdown() != null) {
            Path file = command.markdown();
            String link = file.getParent().relativize(command.results()).toString();
            String generated = PerformancePage.generated(results, link);
            page = Files.exists(file) ? PerformancePage.update(readString(file), generated, file.toString())
                    : PerformancePage.newPage(generated);
        }
        createDirectories(command.output());
        write(results, command.output());
        out.println("Report:  " + command.output().resolve("index.html"));
        if (page != null) {
            createDirectories(command.markdown().getParent());
            writeString(command.markdown(), page);
            out.println("Page:    " + command.markdown());
        }
        return 0;
    }

    private static int history(HistoryCommand command, PrintStream out) {
        for (Path file : command.add()) {
            BenchResults results = ResultsJson.read(file);
            Comparison comparison = results.targets().size() < 2 ? null
                    : Comparison.of(List.of(results), List.of(file.toString()), null);
            out.println("Added:   " + HistoryFolder.add(command.folder(), HistoryEntry.of(results, comparison,
                    file.toString())));
        }
        List<HistoryEntry> entries = HistoryFolder.read(command.folder());
        List<HistorySeries> series = HistorySeries.of(entries);
        createDirectories(command.output());
        writeString(command.output().resolve("index.html"), HistoryReport.html(entries, series));
        List<Path> csv = OtavaCsv.write(entries, command.output().resolve("otava"));
        out.print(HistoryReport.text(entries, series));
        out.println("Report:  " + command.output().resolve("index.html"));
        csv.forEach(f -> out.println("Otava:   " + f));
        return 0;
    }

    private static Path defaultOutput(Path root) {
        return root.resolve("target/daytrader-bench").resolve(timestamp());
    }

    private static String timestamp() {
        return LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
    }

    private static void createDirectories(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + dir, e);
        }
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static void writeString(Path file, String content) {
        try {
            Files.writeString(file, content);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
