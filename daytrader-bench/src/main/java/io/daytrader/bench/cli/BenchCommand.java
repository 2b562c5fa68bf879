package io.daytrader.bench.cli;

import io.daytrader.bench.chat.ChatPlan;
import io.daytrader.bench.chat.ChatSettings;
import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.series.MavenMetadata;
import io.daytrader.bench.series.VersionRange;
import io.daytrader.launch.CheckoutOptions;
import io.daytrader.launch.Connector;
import io.daytrader.launch.Database;
import io.daytrader.launch.JpaProvider;
import io.daytrader.launch.KindDescriptor;
import io.daytrader.launch.LaunchSettings;
import io.daytrader.launch.ServerPorts;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The command line of {@code ./daytrader bench} (picocli); {@link #options()} checks it and gives the options. */
@Command(name = "bench", sortOptions = false, usageHelpAutoWidth = true,
        description = "Provision the server(s) under test (or drive --url), run the JMeter sweep to steady state and "
                + "write results.json, results.csv and index.html.")
public final class BenchCommand {

    @Mixin
    CheckoutOptions checkout;

    @Option(names = "--default-server", hidden = true)
    String defaultServer;

    @Option(names = "--server", split = ",", paramLabel = "KIND[:VERSION]",
            description = "servers to provision and measure, interleaved over --forks launches "
                    + "(e.g. liberty,liberty:25.0.0.12; a kind is a folder servers/KIND with a bench-target); "
                    + "KIND:FIRST..LAST is every version of the kind Maven Central serves from FIRST to LAST, a version"
                    + " series (e.g. tomcat:11.0.9..11.0.24)")
    List<String> servers = new ArrayList<>();

    @Option(names = "--history", arity = "0..1", fallbackValue = "", paramLabel = "DIR",
            description = "keep this run in a history folder (default: target/daytrader-history), whose series"
                    + " ./daytrader history draws; the first target is the reference the others are paired with")
    String history;

    @Option(names = "--url", description = "drive a DayTrader you deployed yourself, e.g. http://host:9080/daytrader")
    String url;

    @Option(names = "--admin-password", description = "its admin password (default: $DAYTRADER_ADMIN_PASSWORD)")
    String adminPassword;

    @Option(names = "--server-pid", description = "its process, when it runs on this machine: adds its CPU, RSS, heap")
    Long serverPid;

    @Option(names = "--probe", paramLabel = "HOST:PORT",
            description = "its probe (daytrader-probe in its JVM): CPU, GC, heap and JVM wherever it runs")
    String probe;

    @Option(names = "--primitives", split = ",", paramLabel = "all|CATEGORY|NAME",
            description = "primitives from the application's catalog")
    List<String> primitives = new ArrayList<>();

    @Option(names = "--scenario", description = "the scenario servlet")
    boolean scenario;

    @Option(names = "--workload", paramLabel = "daytrader|chat",
            description = "daytrader: the user workload (jmeter-plans/daytrader.jmx); chat: the /chat WebSocket rooms")
    String workload;

    @Option(names = "--faces-share", paramLabel = "PERCENT", description = "daytrader: the percent of the user"
            + " workload's sessions on the Faces pages (welcome.faces, quote.faces, ...), drawn per session at login,"
            + " the others on the JSP pages (default 0; the classic DayTrader 10 plan has 10 %% Faces sessions)")
    Integer facesShare;

    @Option(names = "--rooms", paramLabel = "R", description = "chat: rooms (default 10)")
    int rooms = ChatSettings.DEFAULT_ROOMS;

    @Option(names = "--room-size", split = ",", paramLabel = "N[,N...]",
            description = "chat: connections per room (default 20); several sizes make the connection ramp")
    List<Integer> roomSizes = new ArrayList<>();

    @Option(names = "--message-rate", paramLabel = "M|max", description = "chat: messages per second per room, its "
            + "members sending in turn (default 20); max: the closed loop, each member sending its next message once its"
            + " last one reached the whole room, scored in deliveries per second with an interval over windows")
    String messageRate = Double.toString(ChatSettings.DEFAULT_MESSAGE_RATE);

    @Option(names = "--message-size", paramLabel = "B", description = "chat: bytes per message (default 100)")
    int messageSize = ChatSettings.DEFAULT_MESSAGE_SIZE;

    @Option(names = "--threads", split = ",", description = "concurrencies (quick: 16; full: 1,16,64)")
    List<Integer> threads = new ArrayList<>();

    @Option(names = "--rate", split = ",", paramLabel = "R",
            description = "open model: HTTP primitives at R requests/s each (latency free of coordinated omission)")
    List<Integer> rates = new ArrayList<>();

    @Option(names = "--think-time", paramLabel = "MS", description = "pause after every request (default 0)")
    long thinkTimeMs;

    @Option(names = "--think-spread", paramLabel = "MS",
            description = "the pause is uniformly random within think time +- this (default 0)")
    long thinkSpreadMs;

    @Option(names = "--clients", split = ",", paramLabel = "N[,N...]",
            description = "the users axis: N concurrent users, each on its own session and connection, pausing "
                    + "--think-time between requests (instead of --threads)")
    List<Integer> clients = new ArrayList<>();

    @Option(names = "--size", split = ",", description = "sizes for primitives with a size parameter")
    List<Integer> sizes = new ArrayList<>();

    @Option(names = "--profile", defaultValue = "quick", description = "quick (default) or full (the publishing protocol)")
    String profile;

    @Option(names = "--server-warmup", paramLabel = "S", description = "seconds of the server's warm-up pass per launch")
    Integer serverWarmup;

    @Option(names = "--warmup", paramLabel = "S", description = "cap of each workload's warm-up to steady state")
    Integer warmup;

    @Option(names = "--runs", description = "measured windows per workload and launch")
    Integer runs;

    @Option(names = "--run-seconds", paramLabel = "S", description = "length of a measured window")
    Integer runSeconds;

    @Option(names = "--forks", description = "launches of every provisioned target (quick: 1, full: 3; a duet: 3,"
            + " all up at once)")
    Integer forks;

    @Option(names = "--pin", defaultValue = "auto", paramLabel = "auto|none|SERVER/DRIVER",
            description = "CPU placement (default auto: separate CPUs when there are 2 or more)")
    String pin;

    @Option(names = "--users", defaultValue = "15000", description = "population of a provisioned server")
    int users;

    @Option(names = "--quotes", defaultValue = "10000", description = "quotes of a provisioned server")
    int quotes;

    @Option(names = "--port", defaultValue = "9080", description = "HTTP port of a provisioned server")
    int port;

    @Option(names = "--https-port", description = "its HTTPS port (default: HTTP + 363)")
    Integer httpsPort;

    @Option(names = "--port-base", paramLabel = "N",
            description = "first of the 20 ports the server may open besides HTTP(S) (default: HTTP + 1020)")
    Integer portBase;

    @Option(names = "--jdk", paramLabel = "PATH", description = "the JDK provisioned servers run on (default: the bench's);"
            + " once per --server target, in order, each target gets its own (--server tomcat,tomcat --jdk A --jdk B)")
    List<String> jdks = new ArrayList<>();

    @Option(names = "--jvm-opts", paramLabel = "\"...\"",
            description = "server JVM options; the default heap (-Xms1g -Xmx1g) and GC (G1) apply unless given here."
                    + " Once per --server target, in order, each target gets its own (--server liberty,liberty"
                    + " --jvm-opts \"\" --jvm-opts \"-Dx=1\": two settings, interleaved launches)")
    List<String> jvmOptions = new ArrayList<>();

    @Option(names = "--db", defaultValue = "derby", description = "derby (embedded), derby-network, postgresql, mariadb")
    String db;

    @Option(names = "--db-url", description = "JDBC URL of an external database")
    String dbUrl;

    @Option(names = "--db-user", description = "its user")
    String dbUser;

    @Option(names = "--db-password", description = "its password")
    String dbPassword;

    @Option(names = "--jpa", defaultValue = "bundled", description = "bundled (OpenJPA in the EAR) or server")
    String jpa;

    @Option(names = "--runtime-modes", split = ",", paramLabel = "MODE",
            description = "measure each workload in these runtime modes of the application in turn, on the same launch"
                    + " (e.g. EJB3,DIRECT); the order alternates from one workload to the next, and each mode is a"
                    + " target of the report")
    List<String> runtimeModes = new ArrayList<>();

    @Option(names = "--connector", paramLabel = "threads=N|virtual|platform,keepalive=on|off,io=NAME",
            description = "the server's HTTP connector: worker threads (a pool of N, or a virtual thread per request where"
                    + " the kind offers it), keep-alive, I/O (nio|nio2 on Tomcat and TomEE); a setting left out is the"
                    + " kind's default. Once per --server target, in order, each target gets its own")
    List<String> connectors = new ArrayList<>();

    @Option(names = "--profile-server", description = "a Java Flight Recorder file of the server per workload")
    boolean profileServer;

    @Option(names = "--engines", split = ",", paramLabel = "ADDRESS|HOST:PORT",
            description = "JMeter distributed mode: remote engines; an address of this machine without a port is "
                    + "started by the bench (e.g. 127.0.0.2,127.0.0.3)")
    List<String> engines = new ArrayList<>();

    @Option(names = "--engine-probes", split = ",", paramLabel = "HOST:PORT",
            description = "the probes of the engines given as HOST:PORT, in their order (engines the bench starts get"
                    + " one of their own)")
    List<String> engineProbes = new ArrayList<>();

    @Option(names = "--dashboard", description = "JMeter's HTML dashboard of every driver run, next to its samples")
    boolean dashboard;

    @Option(names = "--driver-jvm-opts", paramLabel = "\"...\"", description = "JMeter's JVM options")
    String driverJvmOptions;

    @Option(names = "--schedule", defaultValue = "auto", paramLabel = "auto|duet|alternating|sequential",
            description = "several targets: every launch up at once and loaded at the same time in duet windows, the"
                    + " launches crossed (duet); all up at once and measured in shuffled rounds of one window each"
                    + " (alternating); or one launch after the other (sequential); auto: duet where they can run"
                    + " together (default)")
    String schedule;

    @Option(names = "--precision", paramLabel = "PERCENT", description = "side by side: windows go on until each"
            + " target's 95 %% interval against the first is at most +-PERCENT (quick: 5, full: 2), or (duet) until"
            + " only more launches could narrow it")
    Double precision;

    @Option(names = "--max-rounds", paramLabel = "N", description = "side by side: the most windows per workload (duet,"
            + " in whole crossings of the launches) or rounds per workload and launch (alternating) (quick: 12,"
            + " full: 10)")
    Integer maxRounds;

    @Option(names = "--seed", paramLabel = "N", description = "alternating: the seed of the rounds' shuffled orders"
            + " (default: a new one, recorded in the results)")
    Long seed;

    @Option(names = "--fail-on-slower", description = "exit with status 3 when a target is called slower than the first"
            + " on any workload")
    boolean failOnSlower;

    @Option(names = "--output", paramLabel = "DIR", description = "where the results go")
    Path output;

    @Option(names = "--catalog", paramLabel = "FILE", description = "read the primitive catalog from FILE")
    Path catalog;

    @Option(names = "--scenario-path", defaultValue = "/scenario", description = "the scenario servlet's path")
    String scenarioPath;

    @Option(names = "--jmeter-home", paramLabel = "DIR", description = "the JMeter home (default: the one the build assembles)")
    Path jmeterHome;

    private final String environmentAdminPassword;

    /** @param environmentAdminPassword $DAYTRADER_ADMIN_PASSWORD, the default of --admin-password */
    public BenchCommand(String environmentAdminPassword) {
        this.environmentAdminPassword = environmentAdminPassword;
    }

    /** Parses and checks a command line (no help option in it). */
    public static BenchOptions parse(String environmentAdminPassword, String... args) {
        BenchCommand command = new BenchCommand(environmentAdminPassword);
        new picocli.CommandLine(command).parseArgs(args);
        return command.options();
    }

    /** The --history folder, or null when the run is not kept in one. */
    public Path history() {
        if (history == null) {
            return null;
        }
        return history.isBlank() ? root().resolve("target/daytrader-history") : Path.of(history).toAbsolutePath();
    }

    /** The checkout the bench runs from. */
    public Path root() {
        return checkout.root();
    }

    public BenchOptions options() {
        Path absoluteRoot = checkout.root();
        List<String> targets = new ArrayList<>(seriesTargets(absoluteRoot));
        String base = url == null ? null : url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        if (base != null && !targets.isEmpty()) {
            throw new UsageException("--url and --server exclude each other");
        }
        if (probe != null && base == null) {
            throw new UsageException("--probe is the probe of a --url server (a provisioned server has its own)");
        }
        long remoteEngines = engines.stream().filter(e -> e.contains(":")).count();
        if (!engineProbes.isEmpty() && engineProbes.size() != remoteEngines) {
            throw new UsageException("--engine-probes gives one probe per engine given as HOST:PORT: "
                    + engineProbes.size() + " for " + remoteEngines);
        }
        if (base == null && targets.isEmpty()) {
            if (defaultServer == null) {
                throw new UsageException("give --server KIND[:VERSION] or --url URL");
            }
            targets.add(defaultServer);
        }
        oncePerTarget("--jvm-opts", jvmOptions, targets.size());
        oncePerTarget("--jdk", jdks, targets.size());
        oncePerTarget("--connector", connectors, targets.size());
        if (workload != null && !workload.equals("daytrader") && !workload.equals("chat")) {
            throw new UsageException("--workload is daytrader or chat, got '" + workload + "'");
        }
        ChatPlan chat = "chat".equals(workload) ? chatPlan() : null;
        Profile protocol;
        JpaProvider jpaProvider;
        try {
            protocol = Profile.named(profile);
            jpaProvider = JpaProvider.of(jpa);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        checkRuntimeModes();
        if (!Database.KINDS.contains(db)) {
            throw new UsageException("--db must be one of " + Database.KINDS + ", got '" + db + "'");
        }
        positive("--threads", threads);
        positive("--clients", clients);
        if (!clients.isEmpty() && !threads.isEmpty()) {
            throw new UsageException("--clients and --threads exclude each other (both set the concurrency)");
        }
        if (!clients.isEmpty() && thinkTimeMs <= 0) {
            throw new UsageException("--clients needs a --think-time: users pause between requests");
        }
        if (thinkSpreadMs < 0 || thinkSpreadMs > thinkTimeMs) {
            throw new UsageException("--think-spread must be within 0 and --think-time");
        }
        positive("--rate", rates);
        positive("--size", sizes);
        for (Integer value : new Integer[] {runs, runSeconds, forks}) {
            if (value != null && value < 1) {
                throw new UsageException("--runs, --run-seconds and --forks need a positive whole number");
            }
        }
        ServerPorts ports = ServerPorts.of(port, httpsPort, portBase);
        List<String> selected = new ArrayList<>(primitives);
        boolean withScenario = scenario;
        boolean withWorkload = "daytrader".equals(workload);
        if (selected.isEmpty() && !withScenario && !withWorkload && chat == null) {
            selected.add("all");
            withScenario = true;
            withWorkload = true;
        }
        int facesSharePercent = facesSharePercent(withWorkload);
        BenchOptions options = BenchOptions.builder().root(absoluteRoot).servers(List.copyOf(targets)).url(base)
                .adminPassword(adminPassword != null ? adminPassword : environmentAdminPassword).serverPid(serverPid)
                .probe(probe).engineProbes(List.copyOf(engineProbes))
                .primitives(List.copyOf(selected)).scenario(withScenario).userWorkload(withWorkload)
                .threads(sorted(clients.isEmpty() ? threads : clients)).rates(sorted(rates)).thinkTimeMs(thinkTimeMs)
                .thinkSpreadMs(thinkSpreadMs).clients(!clients.isEmpty()).sizes(sorted(sizes)).profile(protocol)
                .serverWarmupSeconds(serverWarmup).warmupSeconds(warmup).runs(runs).runSeconds(runSeconds).forks(forks)
                .pin(pin).users(users).quotes(quotes).facesSharePercent(facesSharePercent).port(port).httpsPort(ports.https()).portBase(ports.base()).jdks(List.copyOf(jdks))
                .jvmOptions(List.copyOf(jvmOptions)).db(db).dbUrl(dbUrl).dbUser(dbUser).dbPassword(dbPassword).jpa(jpaProvider)
                .runtimeModes(List.copyOf(runtimeModes)).connectors(connectorSettings()).profileServer(profileServer)
                .engines(List.copyOf(engines)).dashboard(dashboard).driverJvmOptions(driverJvmOptions).output(output)
                .catalogFile(catalog).scenarioPath(scenarioPath).chat(chat)
                .jmeterHome(jmeterHome != null ? jmeterHome : absoluteRoot.resolve("jmeter-plans/target/jmeter"))
                .comparison(comparisonOptions(base)).build();
        checkJdks(options);
        return options;
    }

    /** The --server entries, a range KIND:FIRST..LAST replaced by the versions Maven Central serves of the kind. */
    private List<String> seriesTargets(Path root) {
        try {
            return VersionRange.expand(servers, kind -> {
                if (!Files.isRegularFile(root.resolve("servers").resolve(kind).resolve(KindDescriptor.FILE))) {
                    throw new IllegalArgumentException("no server kind '" + kind + "' (a folder servers/KIND with a "
                            + KindDescriptor.FILE + ")");
                }
                return MavenMetadata.versions(KindDescriptor.read(root.resolve("servers").resolve(kind)).distribution());
            });
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** The --faces-share: a percentage, and only for a sweep that runs the user workload; 0 when not given. */
    private int facesSharePercent(boolean withWorkload) {
        if (facesShare == null) {
            return 0;
        }
        if (facesShare < 0 || facesShare > 100) {
            throw new UsageException("--faces-share is the percent of the user workload's sessions on the Faces pages,"
                    + " a whole number from 0 to 100, got " + facesShare);
        }
        if (!withWorkload) {
            throw new UsageException("--faces-share shapes the user workload (--workload daytrader), which this sweep"
                    + " does not run");
        }
        return facesShare;
    }

    private ComparisonOptions comparisonOptions(String external) {
        ComparisonOptions.Schedule chosen = ComparisonOptions.Schedule.parse(schedule);
        if (chosen.sideBySide() && external != null) {
            throw new UsageException("--schedule " + schedule + " starts the targets itself; a server given by --url is"
                    + " one");
        }
        if (precision != null && (precision <= 0 || precision >= 100)) {
            throw new UsageException("--precision is a percentage above 0 and below 100");
        }
        if (maxRounds != null && maxRounds < 2) {
            throw new UsageException("--max-rounds needs at least 2 rounds (a paired interval needs two)");
        }
        return new ComparisonOptions(chosen, precision, maxRounds, seed, failOnSlower);
    }

    /** Names the application will judge; here only that there are names, each once. */
    private void checkRuntimeModes() {
        Set<String> seen = new HashSet<>();
        for (String mode : runtimeModes) {
            if (mode.isBlank()) {
                throw new UsageException("--runtime-modes has an empty name: give e.g. EJB3,DIRECT");
            }
            if (!seen.add(mode.trim().toUpperCase(Locale.ROOT))) {
                throw new UsageException("--runtime-modes names " + mode.trim() + " twice");
            }
        }
        runtimeModes.replaceAll(String::trim);
    }

    private List<Connector> connectorSettings() {
        if (!connectors.isEmpty() && url != null) {
            throw new UsageException("--connector sets up a server the bench starts; a server given by --url keeps its own");
        }
        try {
            return connectors.stream().map(Connector::parse).toList();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static void oncePerTarget(String option, List<String> values, int targets) {
        if (values.size() > 1 && values.size() != targets) {
            throw new UsageException(option + " is given once for all targets or once per target: " + values.size()
                    + " for " + targets + " targets");
        }
    }

    /** A JDK that is not there, or cannot run a target's connector, is said before anything is built or started. */
    private static void checkJdks(BenchOptions options) {
        try {
            for (int t = 0; !options.external() && t < options.servers().size(); t++) {
                LaunchSettings.checkJdkRuns(options.connectorOf(t), LaunchSettings.javaHome(options.jdkOf(t)));
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private ChatPlan chatPlan() {
        positive("--room-size", roomSizes);
        Double rate = messageRate();
        if (rooms < 1 || rate != null && rate <= 0 || roomSizes.stream().anyMatch(n -> n < 2)) {
            throw new UsageException("chat needs --rooms >= 1, --room-size >= 2 and a positive --message-rate (or max)");
        }
        if (messageSize < ChatSettings.MIN_MESSAGE_SIZE) {
            throw new UsageException("--message-size must be at least " + ChatSettings.MIN_MESSAGE_SIZE);
        }
        return new ChatPlan(rooms, roomSizes.isEmpty() ? List.of(ChatSettings.DEFAULT_ROOM_SIZE) : sorted(roomSizes),
                rate, messageSize);
    }

    /** The --message-rate: a number, or null for max (the closed loop). */
    private Double messageRate() {
        if (messageRate.strip().equals("max")) {
            return null;
        }
        try {
            return Double.valueOf(messageRate.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--message-rate is messages per second per room or max, got '" + messageRate + "'");
        }
    }

    private static void positive(String option, List<Integer> values) {
        if (values.stream().anyMatch(v -> v < 1)) {
            throw new UsageException(option + " needs positive whole numbers");
        }
    }

    private static List<Integer> sorted(List<Integer> values) {
        return values.stream().distinct().sorted().toList();
    }
}
