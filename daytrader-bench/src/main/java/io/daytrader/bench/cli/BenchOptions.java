package io.daytrader.bench.cli;

import io.daytrader.bench.chat.ChatPlan;
import io.daytrader.bench.plan.Profile;
import io.daytrader.launch.Connector;
import io.daytrader.launch.JpaProvider;

import java.nio.file.Path;
import java.util.List;

/**
 * The options of {@code ./daytrader bench} (see {@link BenchCommand}). Null means "not given": the profile's
 * default applies. {@code clients}: the {@code threads} are users (--clients) with think time. {@code chat}: the
 * chat workload, or null when not selected. {@code runtimeModes}: the application's runtime modes each launch
 * measures in turn (empty: the mode the server starts in). {@code comparison}: how several targets are scheduled
 * and judged. {@code facesSharePercent}: the percent of the user workload's sessions on the Faces pages (the others
 * on the JSP pages).
 */
public record BenchOptions(Path root, List<String> servers, String url, String adminPassword, Long serverPid,
                           String probe, List<String> engineProbes,
                           List<String> primitives, boolean scenario, boolean userWorkload, List<Integer> threads,
                           List<Integer> rates, long thinkTimeMs, long thinkSpreadMs, boolean clients,
                           List<Integer> sizes, Profile profile,
                           Integer serverWarmupSeconds, Integer warmupSeconds, Integer runs, Integer runSeconds,
                           Integer forks, String pin, int users, int quotes, int facesSharePercent, int port, int httpsPort, int portBase,
                           List<String> jdks, List<String> jvmOptions, String db, String dbUrl, String dbUser, String dbPassword,
                           JpaProvider jpa, List<String> runtimeModes, List<Connector> connectors, boolean profileServer, List<String> engines, boolean dashboard,
                           String driverJvmOptions,
                           Path output, Path catalogFile, String scenarioPath, ChatPlan chat, Path jmeterHome,
                           ComparisonOptions comparison) {

    public boolean external() {
        return url != null;
    }

    /** The --jvm-opts of the {@code target}-th server: its own, the one given for all, or null. */
    public String jvmOptionsOf(int target) {
        return ofTarget(jvmOptions, target);
    }

    /** The --jdk of the {@code target}-th server: its own, the one given for all, or null (the bench's). */
    public String jdkOf(int target) {
        return ofTarget(jdks, target);
    }

    /** The --connector of the {@code target}-th server: its own, the one given for all, or the kind's default. */
    public Connector connectorOf(int target) {
        Connector connector = ofTarget(connectors, target);
        return connector == null ? Connector.DEFAULT : connector;
    }

    /** An option given once for every target or once per target, in the order of --server. */
    private static <T> T ofTarget(List<T> values, int target) {
        return values.isEmpty() ? null : values.get(values.size() == 1 ? 0 : target);
    }

    public BenchOptions withOutput(Path dir) {
        return toBuilder().output(dir).build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder with every option of this one, to change some. */
    public Builder toBuilder() {
        return new Builder().root(root)
                .servers(servers)
                .url(url)
                .adminPassword(adminPassword)
                .serverPid(serverPid)
                .probe(probe)
                .engineProbes(engineProbes)
                .primitives(primitives)
                .scenario(scenario)
                .userWorkload(userWorkload)
                .threads(threads)
                .rates(rates)
                .thinkTimeMs(thinkTimeMs)
                .thinkSpreadMs(thinkSpreadMs)
                .clients(clients)
                .sizes(sizes)
                .profile(profile)
                .serverWarmupSeconds(serverWarmupSeconds)
                .warmupSeconds(warmupSeconds)
                .runs(runs)
                .runSeconds(runSeconds)
                .forks(forks)
                .pin(pin)
                .users(users)
                .quotes(quotes)
                .facesSharePercent(facesSharePercent)
                .port(port)
                .httpsPort(httpsPort)
                .portBase(portBase)
                .jdks(jdks)
                .jvmOptions(jvmOptions)
                .db(db)
                .dbUrl(dbUrl)
                .dbUser(dbUser)
                .dbPassword(dbPassword)
                .jpa(jpa)
                .runtimeModes(runtimeModes)
                .connectors(connectors)
                .profileServer(profileServer)
                .engines(engines)
                .dashboard(dashboard)
                .driverJvmOptions(driverJvmOptions)
                .output(output)
                .catalogFile(catalogFile)
                .scenarioPath(scenarioPath)
                .chat(chat)
                .jmeterHome(jmeterHome)
                .comparison(comparison);
    }

    /** Options by name, not by position; what is not set is null, false, 0 or empty. */
    public static final class Builder {

        private Path root;
        private List<String> servers = List.of();
        private String url;
        private String adminPassword;
        private String probe;
        private List<String> engineProbes = List.of();
        private Long serverPid;
        private List<String> primitives = List.of();
        private boolean scenario;
        private boolean userWorkload;
        private List<Integer> threads = List.of();
        private List<Integer> rates = List.of();
        private long thinkTimeMs;
        private long thinkSpreadMs;
        private boolean clients;
        private List<Integer> sizes = List.of();
        private Profile profile;
        private Integer serverWarmupSeconds;
        private Integer warmupSeconds;
        private Integer runs;
        private Integer runSeconds;
        private Integer forks;
        private String pin;
        private int users;
        private int quotes;
        private int facesSharePercent;
        private int port;
        private int httpsPort;
        private int portBase;
        private List<String> jdks = List.of();
        private List<String> jvmOptions = List.of();
        private String db;
        private String dbUrl;
        private String dbUser;
        private String dbPassword;
        private JpaProvider jpa;
        private List<String> runtimeModes = List.of();
        private List<Connector> connectors = List.of();
        private boolean profileServer;
        private List<String> engines = List.of();
        private boolean dashboard;
        private String driverJvmOptions;
        private Path output;
        private Path catalogFile;
        private String scenarioPath;
        private ChatPlan chat;
        private Path jmeterHome;
        private ComparisonOptions comparison;

        private Builder() {
        }

        public Builder root(Path value) {
            this.root = value;
            return this;
        }

        public Builder servers(List<String> value) {
            this.servers = value;
            return this;
        }

        public Builder url(String value) {
            this.url = value;
            return this;
        }

        public Builder adminPassword(String value) {
            this.adminPassword = value;
            return this;
        }

        public Builder serverPid(Long value) {
            this.serverPid = value;
            return this;
        }

        public Builder primitives(List<String> value) {
            this.primitives = value;
            return this;
        }

        public Builder scenario(boolean value) {
            this.scenario = value;
            return this;
        }

        public Builder userWorkload(boolean value) {
            this.userWorkload = value;
            return this;
        }

        public Builder threads(List<Integer> value) {
            this.threads = value;
            return this;
        }

        public Builder rates(List<Integer> value) {
            this.rates = value;
            return this;
        }

        public Builder thinkTimeMs(long value) {
            this.thinkTimeMs = value;
            return this;
        }

        public Builder thinkSpreadMs(long value) {
            this.thinkSpreadMs = value;
            return this;
        }

        public Builder clients(boolean value) {
            this.clients = value;
            return this;
        }

        public Builder sizes(List<Integer> value) {
            this.sizes = value;
            return this;
        }

        public Builder profile(Profile value) {
            this.profile = value;
            return this;
        }

        public Builder serverWarmupSeconds(Integer value) {
            this.serverWarmupSeconds = value;
            return this;
        }

        public Builder warmupSeconds(Integer value) {
            this.warmupSeconds = value;
            return this;
        }

        public Builder runs(Integer value) {
            this.runs = value;
            return this;
        }

        public Builder runSeconds(Integer value) {
            this.runSeconds = value;
            return this;
        }

        public Builder forks(Integer value) {
            this.forks = value;
            return this;
        }

        public Builder pin(String value) {
            this.pin = value;
            return this;
        }

        public Builder users(int value) {
            this.users = value;
            return this;
        }

        public Builder quotes(int value) {
            this.quotes = value;
            return this;
        }

        public Builder facesSharePercent(int value) {
            this.facesSharePercent = value;
            return this;
        }

        public Builder port(int value) {
            this.port = value;
            return this;
        }

        public Builder httpsPort(int value) {
            this.httpsPort = value;
            return this;
        }

        public Builder portBase(int value) {
            this.portBase = value;
            return this;
        }

        public Builder jdks(List<String> value) {
            this.jdks = value;
            return this;
        }

        public Builder jvmOptions(List<String> value) {
            this.jvmOptions = value;
            return this;
        }

        public Builder db(String value) {
            this.db = value;
            return this;
        }

        public Builder dbUrl(String value) {
            this.dbUrl = value;
            return this;
        }

        public Builder dbUser(String value) {
            this.dbUser = value;
            return this;
        }

        public Builder dbPassword(String value) {
            this.dbPassword = value;
            return this;
        }

        public Builder jpa(JpaProvider value) {
            this.jpa = value;
            return this;
        }

        public Builder runtimeModes(List<String> value) {
            this.runtimeModes = value;
            return this;
        }

        public Builder connectors(List<Connector> value) {
            this.connectors = value;
            return this;
        }

        public Builder profileServer(boolean value) {
            this.profileServer = value;
            return this;
        }

        public Builder probe(String value) {
            this.probe = value;
            return this;
        }

        public Builder engineProbes(List<String> value) {
            this.engineProbes = value;
            return this;
        }

        public Builder engines(List<String> value) {
            this.engines = value;
            return this;
        }

        public Builder dashboard(boolean value) {
            this.dashboard = value;
            return this;
        }

        public Builder driverJvmOptions(String value) {
            this.driverJvmOptions = value;
            return this;
        }

        public Builder output(Path value) {
            this.output = value;
            return this;
        }

        public Builder catalogFile(Path value) {
            this.catalogFile = value;
            return this;
        }

        public Builder scenarioPath(String value) {
            this.scenarioPath = value;
            return this;
        }

        public Builder chat(ChatPlan value) {
            this.chat = value;
            return this;
        }

        public Builder jmeterHome(Path value) {
            this.jmeterHome = value;
            return this;
        }

        public Builder comparison(ComparisonOptions value) {
            this.comparison = value;
            return this;
        }

        public BenchOptions build() {
            return new BenchOptions(root, servers, url, adminPassword, serverPid, probe, engineProbes, primitives, scenario, userWorkload,
                    threads, rates, thinkTimeMs, thinkSpreadMs, clients, sizes, profile, serverWarmupSeconds,
                    warmupSeconds, runs, runSeconds, forks, pin, users, quotes, facesSharePercent, port, httpsPort, portBase, jdks,
                    jvmOptions, db, dbUrl, dbUser, dbPassword, jpa, runtimeModes, connectors, profileServer, engines,
                    dashboard, driverJvmOptions, output, catalogFile, scenarioPath, chat, jmeterHome, comparison);
        }
    }
}
