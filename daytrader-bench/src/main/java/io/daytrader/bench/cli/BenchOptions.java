package io.daytrader.bench.cli;

import io.daytrader.bench.chat.ChatPlan;
import io.daytrader.bench.target.Connector;

import java.nio.file.Path;
import java.util.List;

/**
 * The options of {@code ./daytrader bench} (see {@link BenchCommand}). Null means "not given": the profile's
 * default applies. {@code clients}: the {@code threads} are users (--clients) with think time. {@code chat}: the
 * chat workload, or null when not selected. {@code runtimeModes}: the application's runtime modes each launch
 * measures in turn (empty: the mode the server starts in). {@code comparison}: how several targets are scheduled
 * and judged.
 */
public record BenchOptions(Path root, List<String> servers, String url, String adminPassword, Long serverPid,
                           List<String> primitives, boolean scenario, boolean userWorkload, List<Integer> threads,
                           List<Integer> rates, long thinkTimeMs, long thinkSpreadMs, boolean clients,
                           List<Integer> sizes, String profile,
                           Integer serverWarmupSeconds, Integer warmupSeconds, Integer runs, Integer runSeconds,
                           Integer forks, String pin, int users, int quotes, int port, int httpsPort, int portBase,
                           String jdk, List<String> jvmOptions, String db, String dbUrl, String dbUser, String dbPassword,
                           String jpa, List<String> runtimeModes, Connector connector, boolean profileServer, List<String> engines, boolean dashboard,
                           String driverJvmOptions,
                           Path output, Path catalogFile, String scenarioPath, ChatPlan chat, Path jmeterHome,
                           ComparisonOptions comparison) {

    public boolean external() {
        return url != null;
    }

    /** The --jvm-opts of the {@code target}-th server: its own, the one given for all, or null. */
    public String jvmOptionsOf(int target) {
        return jvmOptions.isEmpty() ? null : jvmOptions.get(jvmOptions.size() == 1 ? 0 : target);
    }

    public BenchOptions withOutput(Path dir) {
        return new BenchOptions(root, servers, url, adminPassword, serverPid, primitives, scenario, userWorkload,
                threads, rates, thinkTimeMs, thinkSpreadMs, clients, sizes, profile, serverWarmupSeconds, warmupSeconds,
                runs, runSeconds, forks,
                pin, users, quotes, port, httpsPort, portBase, jdk, jvmOptions, db, dbUrl, dbUser, dbPassword, jpa,
                runtimeModes, connector, profileServer, engines, dashboard, driverJvmOptions, dir, catalogFile, scenarioPath, chat, jmeterHome,
                comparison);
    }
}
