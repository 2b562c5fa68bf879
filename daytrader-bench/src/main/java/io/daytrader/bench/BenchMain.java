package io.daytrader.bench;

import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.bench.cli.BenchOptionsParser;
import io.daytrader.bench.cli.UsageException;
import io.daytrader.bench.compare.CompareReport;
import io.daytrader.bench.compare.Comparison;
import io.daytrader.bench.report.HtmlReport;
import io.daytrader.bench.report.TerminalSummary;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ResultsCsv;
import io.daytrader.bench.results.ResultsJson;
import io.daytrader.bench.run.BenchRunner;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench [--root DIR] OPTIONS} and {@code compare [--root DIR] [--output DIR] A/results.json B/results.json ...}.
 * Exit codes: 0 done, 1 failure, 2 usage error.
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
            err.println("usage: bench|compare [--root DIR] OPTIONS");
            return EXIT_USAGE;
        }
        List<String> rest = new ArrayList<>(args.subList(1, args.size()));
        Path root = Path.of(".");
        if (rest.size() >= 2 && rest.get(0).equals("--root")) {
            root = Path.of(rest.get(1));
            rest = new ArrayList<>(rest.subList(2, rest.size()));
        }
        root = root.toAbsolutePath().normalize();
        try {
            return switch (args.get(0)) {
                case "bench" -> bench(root, rest, out);
                case "compare" -> compare(root, rest, out);
                default -> throw new UsageException("unknown command '" + args.get(0) + "'");
            };
        } catch (BenchOptionsParser.HelpRequested help) {
            out.print(BenchOptionsParser.USAGE);
            return 0;
        } catch (UsageException | IllegalArgumentException e) {
            err.println("daytrader " + args.get(0) + ": " + e.getMessage());
            return EXIT_USAGE;
        } catch (RuntimeException e) {
            err.println("daytrader " + args.get(0) + ": " + e.getMessage());
            return EXIT_FAILURE;
        }
    }

    private static int bench(Path root, List<String> args, PrintStream out) {
        BenchOptions options = BenchOptionsParser.parse(root, args, System.getenv("DAYTRADER_ADMIN_PASSWORD"));
        Path output = options.output() != null ? options.output() : defaultOutput(root);
        options = withOutput(options, output);
        createDirectories(output);
        BenchResults results = new BenchRunner(options, out).run();
        write(results, output);
        out.print(TerminalSummary.render(results));
        out.println();
        out.println("Results: " + output.resolve("results.json"));
        out.println("Report:  " + output.resolve("index.html"));
        return 0;
    }

    /** Writes results.json, results.csv and index.html into {@code output}. */
    public static void write(BenchResults results, Path output) {
        ResultsJson.write(results, output.resolve("results.json"));
        ResultsCsv.write(results, output.resolve("results.csv"));
        writeString(output.resolve("index.html"), HtmlReport.render(results));
    }

    private static int compare(Path root, List<String> args, PrintStream out) {
        Path output = null;
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--output") && i + 1 < args.size()) {
                output = Path.of(args.get(++i));
            } else if (args.get(i).equals("-h") || args.get(i).equals("--help")) {
                out.println("Usage: ./daytrader compare [--output DIR] BASELINE/results.json [OTHER/results.json ...]\n"
                        + "Compares every target of the files (two or more in all); the first target is the baseline.");
                return 0;
            } else if (args.get(i).startsWith("-")) {
                throw new UsageException("unknown option for compare: '" + args.get(i) + "'");
            } else {
                files.add(Path.of(args.get(i)));
            }
        }
        if (files.isEmpty()) {
            throw new UsageException("give the results.json files to compare (the first target is the baseline)");
        }
        List<BenchResults> results = files.stream().map(ResultsJson::read).toList();
        Comparison comparison = Comparison.of(results);
        if (output == null) {
            output = root.resolve("target/daytrader-bench/compare-" + timestamp());
        }
        createDirectories(output);
        writeString(output.resolve("index.html"),
                CompareReport.html(comparison, files.stream().map(Path::toString).toList()));
        out.print(CompareReport.text(comparison));
        out.println("Report: " + output.resolve("index.html"));
        return 0;
    }

    private static BenchOptions withOutput(BenchOptions o, Path output) {
        return new BenchOptions(o.root(), o.servers(), o.url(), o.adminPassword(), o.serverPid(), o.primitives(),
                o.scenario(), o.userWorkload(), o.threads(), o.thinkTimeMs(), o.sizes(), o.profile(), o.warmupSeconds(),
                o.runs(), o.runSeconds(), o.pauseSeconds(), o.pin(), o.users(), o.quotes(), o.port(), o.httpsPort(),
                o.jmsPort(), output.toAbsolutePath(), o.catalogFile(), o.scenarioPath(), o.jmeterHome());
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

    private static void writeString(Path file, String content) {
        try {
            Files.writeString(file, content);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
