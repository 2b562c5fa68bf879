package io.daytrader.launch;

import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The options every verb of {@code ./daytrader} shares: help, and the checkout the launcher runs from. */
public final class CheckoutOptions {

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "show this help")
    boolean help;

    @Option(names = "--root", hidden = true, defaultValue = ".")
    Path root;

    /** The checkout's directory, absolute. */
    public Path root() {
        return root.toAbsolutePath().normalize();
    }
}
