package io.daytrader.bench.run;

import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.bench.server.ExternalTarget;
import io.daytrader.bench.server.ServedServer;
import io.daytrader.launch.LaunchRecord;
import io.daytrader.launch.RunningServers;
import io.daytrader.launch.ServerProbe;

import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The server of --url with its probe and process: those the options give (--probe, --server-pid), or else those of
 * the server of this checkout that runs at that URL on this host ({@link ServedServer}, e.g. ./daytrader serve's).
 * {@link #description()}, the run's first line, says where they came from, or how to give the probe it lacks.
 */
record UrlTarget(ExternalTarget target, String description) {

    /** With the servers that run from the checkout of the options' root (none where it has no server kinds). */
    static UrlTarget of(BenchOptions options) {
        boolean checkout = Files.isDirectory(options.root().resolve("servers"));
        return of(options, checkout ? RunningServers.of(options.root()) : List.of());
    }

    static UrlTarget of(BenchOptions options, List<LaunchRecord> running) {
        Optional<ServedServer> served = options.probe() != null && options.serverPid() != null ? Optional.empty()
                : ServedServer.at(options.url(), running);
        String probe = options.probe() != null ? options.probe()
                : served.map(ServedServer::probeAddress).orElse(null);
        Long pid = options.serverPid() != null ? options.serverPid() : served.map(ServedServer::pid).orElse(null);
        ExternalTarget target = new ExternalTarget(options.url(), options.adminPassword(),
                pid == null ? OptionalLong.empty() : OptionalLong.of(pid), probe);
        if (probe == null) {
            return new UrlTarget(target, "probe: none for " + options.url() + ", so no server "
                    + (pid == null ? "CPU, " : "") + "GC or heap figures: give --probe HOST:PORT, the probe in the"
                    + " server's JVM (-javaagent:" + ServerProbe.jar(options.root()) + "=port=PORT in its JVM options)"
                    + (pid == null ? ", and --server-pid PID where it runs on this machine" : ""));
        }
        String found = served.map(s -> "of " + s.name() + ", which this checkout runs at " + options.url()).orElse("");
        String probeFrom = options.probe() != null ? "--probe" : found;
        String pidFrom = options.serverPid() != null ? "--server-pid" : found;
        return new UrlTarget(target, "probe: " + probe + (pid == null ? " (" + probeFrom + ")"
                : probeFrom.equals(pidFrom) ? ", server process " + pid + " (" + probeFrom + ")"
                : " (" + probeFrom + "), server process " + pid + " (" + pidFrom + ")"));
    }
}
