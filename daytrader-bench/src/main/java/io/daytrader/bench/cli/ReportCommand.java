package io.daytrader.bench.cli;

import io.daytrader.launch.CheckoutOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;

/** The command line of {@code ./daytrader report} (picocli). */
@Command(name = "report", sortOptions = false, usageHelpAutoWidth = true,
        description = "Render the report of a results.json again: index.html (and comparison.json for several"
                + " targets), and with --markdown the performance page.")
public final class ReportCommand {

    @Mixin
    CheckoutOptions checkout;

    @Option(names = "--output", paramLabel = "DIR", description = "where index.html goes (default: beside the file)")
    Path output;

    @Option(names = "--markdown", paramLabel = "FILE", description = "also write the run's tables into the"
            + " performance page FILE (Markdown, e.g. docs/performance.md), between its two marker lines; the rest of"
            + " the page is kept. A missing FILE is created with the markers; a FILE without them is refused (exit 2)"
            + " and left as it is.")
    Path markdown;

    @Parameters(paramLabel = "RESULTS.json", arity = "1")
    Path results;

    public Path results() {
        return results.toAbsolutePath().normalize();
    }

    public Path output() {
        return output != null ? output.toAbsolutePath().normalize() : results().getParent();
    }

    public Path markdown() {
        return markdown == null ? null : markdown.toAbsolutePath().normalize();
    }
}
