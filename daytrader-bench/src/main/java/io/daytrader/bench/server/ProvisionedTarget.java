package io.daytrader.bench.server;

import io.daytrader.launch.ApplicationSettings;
import io.daytrader.launch.Installation;
import io.daytrader.launch.LaunchSettings;
import io.daytrader.launch.ServerLaunch;

import io.daytrader.bench.results.Footprint;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A provisioned server under test: one {@link ServerLaunch} with the lab's application settings (a fresh admin
 * password, and balances that may go negative, because the classic workload buys without looking at the cash
 * balance, as the classic DayTrader let it), its console in a file, stopped when the bench ends. Adds the footprint.
 */
public final class ProvisionedTarget implements Target {

    private final ServerLaunch launch;
    private final String adminPassword;
    private final Double deploySeconds;

    private ProvisionedTarget(ServerLaunch launch, String adminPassword, Double deploySeconds) {
        this.launch = launch;
        this.adminPassword = adminPassword;
        this.deploySeconds = deploySeconds;
    }

    /** Starts the installed server and waits for the application's first 200. */
    public static ProvisionedTarget start(Installation installation, LaunchSettings settings, Path outputDir,
                                          Path consoleLog) {
        return start(installation, settings, outputDir, consoleLog, 1);
    }

    /** The same for one of {@code startingTogether} servers that start at once (ServerLaunch#awaitReady(int)). */
    public static ProvisionedTarget start(Installation installation, LaunchSettings settings, Path outputDir,
                                          Path consoleLog, int startingTogether) {
        String adminPassword = HexFormat.of().formatHex(new SecureRandom().generateSeed(12));
        ServerLaunch launch = ServerLaunch.start(installation, settings, new ApplicationSettings(adminPassword, true),
                outputDir, ProcessBuilder.Redirect.to(consoleLog.toFile()), ServerLaunch.Lifetime.ENDS_WITH_THIS_JVM)
                .awaitReady(startingTogether);
        return new ProvisionedTarget(launch, adminPassword, installation.kind().deploySeconds(outputDir));
    }

    @Override
    public String name() {
        return installation().name();
    }

    @Override
    public String kind() {
        return installation().kind().name();
    }

    @Override
    public String version() {
        return installation().version();
    }

    @Override
    public String baseUrl() {
        return launch.baseUrl();
    }

    @Override
    public boolean external() {
        return false;
    }

    @Override
    public OptionalLong serverPid() {
        return launch.serverJvm().map(jvm -> OptionalLong.of(jvm.pid())).orElse(OptionalLong.empty());
    }

    @Override
    public Optional<String> probe() {
        return Optional.of("127.0.0.1:" + settings().ports().probe());
    }

    @Override
    public String adminPassword() {
        return adminPassword;
    }

    public Installation installation() {
        return launch.installation();
    }

    public LaunchSettings settings() {
        return launch.settings();
    }

    /** Measures the live heap now: call it with the application loaded (after start-up and a reset). */
    @Override
    public Footprint footprint() {
        return new Footprint(launch.startupSeconds(), deploySeconds, installation().downloadBytes(),
                installation().diskBytes(), launch.serverJvm().map(jvm -> LiveHeap.measure(jvm.pid())).orElse(null));
    }

    @Override
    public void close() {
        launch.close();
    }
}
