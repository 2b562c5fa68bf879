package io.daytrader.bench.cli;

import io.daytrader.launch.CheckoutOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line of {@code ./daytrader calibrate} (picocli). */
@Command(name = "calibrate", sortOptions = false, usageHelpAutoWidth = true,
        description = "How well the paired intervals are calibrated, from A/A runs (targets of one build and settings,"
                + " e.g. --server liberty,liberty): the coverage of the 95 % intervals, the false calls, and how"
                + " uniform the p-values are.")
public final class CalibrateCommand {

    @Mixin
    CheckoutOptions checkout;

    @Parameters(paramLabel = "RESULTS.json", arity = "1..*", description = "A/A results files")
    List<Path> files = new ArrayList<>();

    public List<Path> files() {
        return files;
    }
}
