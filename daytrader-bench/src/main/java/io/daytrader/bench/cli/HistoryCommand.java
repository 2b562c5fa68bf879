package io.daytrader.bench.cli;

import io.daytrader.launch.CheckoutOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line of {@code ./daytrader history} (picocli). */
@Command(name = "history", sortOptions = false, usageHelpAutoWidth = true,
        description = "Draw the series of a history folder (runs kept with ./daytrader bench --history DIR): per"
                + " workload, each target's change against the reference run by run, and its absolute figures"
                + " (machine-dependent), with the change points E-divisive means finds in each; index.html, a"
                + " terminal summary, and the series as CSV for Apache Otava (otava/).")
public final class HistoryCommand {

    @Mixin
    CheckoutOptions checkout;

    @Option(names = "--add", paramLabel = "RESULTS.json", split = ",",
            description = "first keep these runs' results in the folder (a run measured without --history)")
    List<Path> add = new ArrayList<>();

    @Option(names = "--output", paramLabel = "DIR", description = "where index.html and otava/ go (default: DIR/report)")
    Path output;

    @Parameters(paramLabel = "DIR", arity = "0..1", description = "the history folder (default: target/daytrader-history)")
    Path folder;

    public Path folder() {
        return folder != null ? folder.toAbsolutePath().normalize() : checkout.root().resolve("target/daytrader-history");
    }

    public Path output() {
        return output != null ? output.toAbsolutePath().normalize() : folder().resolve("report");
    }

    public List<Path> add() {
        return add.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    }
}
