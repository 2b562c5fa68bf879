package io.daytrader.launch.serve;

import io.daytrader.launch.ApplicationSettings;
import io.daytrader.launch.CheckoutOptions;
import io.daytrader.launch.Connector;
import io.daytrader.launch.Database;
import io.daytrader.launch.JpaProvider;
import io.daytrader.launch.LaunchSettings;
import io.daytrader.launch.ServerKind;
import io.daytrader.launch.ServerPorts;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/**
 * The command line of {@code ./daytrader serve} (picocli), which the integration tests' server ({@link TestServer})
 * reads too; {@link #options()} checks it and gives the options. Where an option is not given, the environment
 * variable the application reads is its default, so what was set there still applies.
 */
@Command(name = "serve", sortOptions = false, usageHelpAutoWidth = true,
        description = "Run DayTrader on a server kind in the foreground, started as the lab starts it (the same heap,"
                + " GC, ports and settings); Ctrl-C or SIGTERM stops it.")
public final class ServeCommand {

    @Mixin
    CheckoutOptions checkout;

    @Option(names = "--default-server", hidden = true)
    String defaultServer;

    @Option(names = "--server", paramLabel = "KIND[:VERSION]",
            description = "a kind of servers/ (liberty, tomee, tomcat, wildfly, glassfish, payara) at the version the"
                    + " build pins, or at VERSION from Maven Central (default: liberty)")
    String server;

    @Option(names = "--port", paramLabel = "N", defaultValue = "9080", description = "HTTP port (default 9080)")
    int port;

    @Option(names = "--https-port", paramLabel = "N", description = "HTTPS port (default: HTTP + 363)")
    Integer httpsPort;

    @Option(names = "--port-base", paramLabel = "N", description = "first of the 20 ports the server may open besides"
            + " HTTP and HTTPS, e.g. Liberty's messaging engine (default: HTTP + 1020)")
    Integer portBase;

    @Option(names = "--db", paramLabel = "KIND", defaultValue = "derby", description = "derby (embedded, default), derby-network, postgresql"
            + " or mariadb; postgresql and mariadb without --db-url start a server of their own for this run")
    String db;

    @Option(names = "--db-url", paramLabel = "URL", description = "JDBC URL of an external database, e.g."
            + " jdbc:postgresql://127.0.0.1:5432/daytrader (derby-network needs it)")
    String dbUrl;

    @Option(names = "--db-user", paramLabel = "USER", description = "its user")
    String dbUser;

    @Option(names = "--db-password", paramLabel = "PASSWORD", description = "its password (may be empty: --db-password '')")
    String dbPassword;

    @Option(names = "--users", paramLabel = "N", defaultValue = "${env:DAYTRADER_USERS:-15000}",
            description = "users to populate (default $DAYTRADER_USERS, else 15000)")
    int users;

    @Option(names = "--quotes", paramLabel = "N", defaultValue = "${env:DAYTRADER_QUOTES:-10000}",
            description = "quotes to populate (default $DAYTRADER_QUOTES, else 10000)")
    int quotes;

    @Option(names = "--jvm-opts", paramLabel = "\"...\"", defaultValue = "${env:DAYTRADER_JVM_OPTS}",
            description = "server JVM options (default $DAYTRADER_JVM_OPTS); the lab's heap (-Xms1g -Xmx1g) and GC (G1)"
                    + " apply unless given here")
    String jvmOptions;

    @Option(names = "--jdk", paramLabel = "PATH", description = "the JDK the server runs on (default: this one)")
    String jdk;

    @Option(names = "--jpa", paramLabel = "bundled|server", defaultValue = "${env:DAYTRADER_JPA:-bundled}",
            description = "bundled (OpenJPA in the EAR, default) or server (the server's own provider)")
    String jpa;

    @Option(names = "--connector", paramLabel = "threads=N|virtual|platform,keepalive=on|off,io=NAME",
            description = "the server's HTTP connector; a setting left out is the kind's default")
    String connector;

    @Option(names = "--admin-password", paramLabel = "PASSWORD", defaultValue = "${env:DAYTRADER_ADMIN_PASSWORD}",
            description = "the password of the config page's administrator (default $DAYTRADER_ADMIN_PASSWORD; without"
                    + " one, the application makes one up and writes it to the server's log)")
    String adminPassword;

    @Option(names = "--allow-negative-balance", defaultValue = "${env:DAYTRADER_NEGATIVE_BALANCE_ALLOWED:-false}",
            description = "let cash balances go negative, as the classic DayTrader did and the lab does (its user"
                    + " workload buys without looking at the cash)")
    boolean negativeBalanceAllowed;

    /** Parses and checks a command line (no help option in it). */
    public static ServeOptions parse(String... args) {
        ServeCommand command = new ServeCommand();
        new CommandLine(command).parseArgs(args);
        return command.options();
    }

    public ServeOptions options() {
        Path absoluteRoot = checkout.root();
        String spec = server != null ? server : defaultServer;
        if (spec == null) {
            throw new IllegalArgumentException("give --server KIND[:VERSION]");
        }
        ServerKind.of(absoluteRoot, spec);
        if (users < 1 || quotes < 1) {
            throw new IllegalArgumentException("--users and --quotes need positive whole numbers");
        }
        return new ServeOptions(absoluteRoot, spec, ServerPorts.of(port, httpsPort, portBase),
                Database.of(db, dbUrl, dbUser, dbPassword), users, quotes, jvmOptions, LaunchSettings.javaHome(jdk), JpaProvider.of(jpa),
                Connector.parse(connector), new ApplicationSettings(adminPassword, negativeBalanceAllowed));
    }
}
