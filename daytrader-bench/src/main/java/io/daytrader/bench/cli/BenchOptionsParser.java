package io.daytrader.bench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Parses the command line of {@code ./daytrader bench}. */
public final class BenchOptionsParser {

    public static final String USAGE = """
            Usage: ./daytrader bench [OPTIONS]

            Target (default: the default server, provisioned from Maven Central, on embedded Derby):
              --server KIND[:VERSION][,...]  servers to provision and measure one after the other, e.g. liberty,
                                             liberty:25.0.0.12 (a kind is a folder servers/KIND with a bench-target)
              --url URL                      drive a DayTrader you deployed yourself, e.g. http://host:9080/daytrader
              --admin-password PASS          its admin password (default: $DAYTRADER_ADMIN_PASSWORD), for reset trade
              --server-pid PID               its process, when it runs on this machine: adds its CPU, RSS and heap
            Workloads (default: every primitive, the scenario and the user workload):
              --primitives all|CATEGORY|NAME[,...]   primitives from the application's catalog
              --scenario                             the scenario servlet
              --workload daytrader                   the user workload (jmeter-plans/daytrader.jmx)
              --threads N[,N...]                     concurrencies (quick: 8; full: 1,8,32)
              --think-time MS                        pause after every request (default 0)
              --size N[,N...]                        sizes for primitives with a size parameter
            Protocol:
              --profile quick|full     quick (default): per workload 3 s warm-up + 3 runs of 2 s in one driver run;
                                       full: 180 s warm-up, 3 runs of 180 s, 30 s pauses
              --warmup S, --runs N, --run-seconds S, --pause S   override the profile
              --pin auto|none|SERVER_CPUS/DRIVER_CPUS   CPU placement (default auto: separate CPUs when >= 2)
              --users N, --quotes N    population of a provisioned server and of the user workload
                                       (default 15000 and 10000, the application's defaults)
              --port N                 HTTP port of a provisioned server (default 9080)
              --https-port N, --jms-port N   its other ports (default: HTTP + 363 and HTTP - 1804, so 9443 and 7276)
              --output DIR             where the results go (default target/daytrader-bench/TIMESTAMP)
              --catalog FILE           read the primitive catalog from FILE instead of the application
              --scenario-path PATH     the scenario servlet below the context root (default /scenario)
              -h, --help               show this help
            """;

    /** The ports of a provisioned server relative to its HTTP port: 9080 gives HTTPS 9443 and JMS 7276. */
    public static final int HTTPS_OFFSET = 363;
    public static final int JMS_OFFSET = 7276 - 9080;

    private BenchOptionsParser() {
    }

    public static BenchOptions parse(Path root, List<String> args, String adminPasswordFromEnvironment) {
        List<String> servers = new ArrayList<>();
        String url = null;
        String adminPassword = adminPasswordFromEnvironment;
        Long serverPid = null;
        List<String> primitives = new ArrayList<>();
        boolean scenario = false;
        boolean userWorkload = false;
        List<Integer> threads = List.of();
        long think = 0;
        List<Integer> sizes = List.of();
        String profile = "quick";
        Integer warmup = null;
        Integer runs = null;
        Integer runSeconds = null;
        Integer pause = null;
        String pin = "auto";
        int users = 15000;
        int quotes = 10000;
        int port = 9080;
        Integer httpsPort = null;
        Integer jmsPort = null;
        Path output = null;
        Path catalog = null;
        String scenarioPath = "/scenario";
        Path jmeterHome = root.resolve("jmeter-plans/target/jmeter");
        String defaultServer = null;

        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String option = arg;
            String inlineValue = null;
            if (arg.startsWith("--") && arg.contains("=")) {
                option = arg.substring(0, arg.indexOf('='));
                inlineValue = arg.substring(arg.indexOf('=') + 1);
            }
            switch (option) {
                case "--scenario" -> scenario = true;
                case "-h", "--help" -> throw new HelpRequested();
                default -> {
                    String value;
                    if (inlineValue != null) {
                        value = inlineValue;
                    } else if (i + 1 < args.size()) {
                        value = args.get(++i);
                    } else {
                        throw new UsageException(option + " needs a value");
                    }
                    switch (option) {
                        case "--server" -> servers.addAll(words(option, value));
                        case "--default-server" -> defaultServer = value;
                        case "--url" -> url = stripSlash(value);
                        case "--admin-password" -> adminPassword = value;
                        case "--server-pid" -> serverPid = (long) positive(option, value);
                        case "--primitives" -> primitives.addAll(words(option, value));
                        case "--workload" -> {
                            if (!value.equals("daytrader")) {
                                throw new UsageException("--workload knows only 'daytrader', got '" + value + "'");
                            }
                            userWorkload = true;
                        }
                        case "--threads" -> threads = numbers(option, value);
                        case "--think-time" -> think = nonNegative(option, value);
                        case "--size" -> sizes = numbers(option, value);
                        case "--profile" -> profile = value;
                        case "--warmup" -> warmup = nonNegative(option, value);
                        case "--runs" -> runs = positive(option, value);
                        case "--run-seconds" -> runSeconds = positive(option, value);
                        case "--pause" -> pause = nonNegative(option, value);
                        case "--pin" -> pin = value;
                        case "--users" -> users = positive(option, value);
                        case "--quotes" -> quotes = positive(option, value);
                        case "--port" -> port = port(option, value);
                        case "--https-port" -> httpsPort = port(option, value);
                        case "--jms-port" -> jmsPort = port(option, value);
                        case "--output" -> output = Path.of(value);
                        case "--catalog" -> catalog = Path.of(value);
                        case "--scenario-path" -> scenarioPath = value;
                        case "--jmeter-home" -> jmeterHome = Path.of(value);
                        default -> throw new UsageException("unknown option for bench: '" + arg + "'");
                    }
                }
            }
        }
        if (url != null && !servers.isEmpty()) {
            throw new UsageException("--url and --server exclude each other");
        }
        if (url == null && servers.isEmpty()) {
            if (defaultServer == null) {
                throw new UsageException("give --server KIND[:VERSION] or --url URL");
            }
            servers.add(defaultServer);
        }
        if (httpsPort == null) {
            httpsPort = port + HTTPS_OFFSET;
        }
        if (jmsPort == null) {
            jmsPort = port + JMS_OFFSET;
        }
        if (httpsPort > 65535 || jmsPort < 1) {
            throw new UsageException("--port " + port + " leaves no default HTTPS (+" + HTTPS_OFFSET + ") or JMS ("
                    + JMS_OFFSET + ") port: give --https-port and --jms-port");
        }
        if (port == httpsPort || port == jmsPort || httpsPort.equals(jmsPort)) {
            throw new UsageException("the HTTP, HTTPS and JMS ports must differ");
        }
        if (!profile.equals("quick") && !profile.equals("full")) {
            throw new UsageException("--profile must be quick or full, got '" + profile + "'");
        }
        if (primitives.isEmpty() && !scenario && !userWorkload) {
            primitives.add("all");
            scenario = true;
            userWorkload = true;
        }
        return new BenchOptions(root, List.copyOf(servers), url, adminPassword, serverPid, List.copyOf(primitives),
                scenario, userWorkload, threads, think, sizes, profile, warmup, runs, runSeconds, pause, pin, users,
                quotes, port, httpsPort, jmsPort, output, catalog, scenarioPath, jmeterHome);
    }

    private static String stripSlash(String url) {
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    private static List<String> words(String option, String value) {
        List<String> words = Arrays.stream(value.split(",")).map(String::trim).filter(w -> !w.isEmpty()).toList();
        if (words.isEmpty()) {
            throw new UsageException(option + " needs a value");
        }
        return words;
    }

    private static List<Integer> numbers(String option, String value) {
        return words(option, value).stream().map(w -> positive(option, w)).distinct().sorted().toList();
    }

    private static int positive(String option, String value) {
        int number = nonNegative(option, value);
        if (number < 1) {
            throw new UsageException(option + " needs a positive whole number, got '" + value + "'");
        }
        return number;
    }

    private static int nonNegative(String option, String value) {
        try {
            int number = Integer.parseInt(value);
            if (number < 0) {
                throw new NumberFormatException();
            }
            return number;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " needs a whole number, got '" + value + "'");
        }
    }

    private static int port(String option, String value) {
        int port = positive(option, value);
        if (port > 65535) {
            throw new UsageException(option + " needs a port number from 1 to 65535, got '" + value + "'");
        }
        return port;
    }

    /** -h or --help: print {@link #USAGE}. */
    public static final class HelpRequested extends RuntimeException {
        public HelpRequested() {
            super("help");
        }
    }
}
