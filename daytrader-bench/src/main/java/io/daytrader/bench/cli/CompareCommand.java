package io.daytrader.bench.cli;

import io.daytrader.launch.CheckoutOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line of {@code ./daytrader compare} (picocli). */
@Command(name = "compare", sortOptions = false, usageHelpAutoWidth = true,
        description = "Compare the targets of results.json files; the first target is the baseline.")
public final class CompareCommand {

    @Mixin
    CheckoutOptions checkout;

    @Option(names = "--output", paramLabel = "DIR", description = "where the HTML report goes")
    Path output;

    @Option(names = "--threshold", paramLabel = "PERCENT",
            description = "smallest change called (default: none for targets measured side by side; otherwise 20 when a"
                    + " side has one launch, else 2)")
    Double threshold;

    @Option(names = "--fail-on-slower", description = "exit with status 3 when a target is called slower than the first"
            + " on any workload")
    boolean failOnSlower;

    @Option(names = "--force", description = "compare files taken under different settings, machines or drivers"
            + " (with a loud warning) instead of refusing")
    boolean force;

    @Parameters(paramLabel = "RESULTS.json", arity = "1..*", description = "BASELINE/results.json OTHER/results.json ...")
    List<Path> files = new ArrayList<>();

    public Path root() {
        return checkout.root();
    }

    public Path output() {
        return output;
    }

    public Double threshold() {
        if (threshold != null && threshold < 0) {
            throw new UsageException("--threshold must not be negative");
        }
        return threshold;
    }

    public boolean failOnSlower() {
        return failOnSlower;
    }

    public boolean force() {
        return force;
    }

    public List<Path> files() {
        return files;
    }
}
