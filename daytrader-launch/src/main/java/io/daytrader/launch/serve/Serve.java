package io.daytrader.launch.serve;

import io.daytrader.launch.Database;
import io.daytrader.launch.Installation;
import io.daytrader.launch.ServerLaunch;
import io.daytrader.dbserver.DatabaseKind;
import io.daytrader.dbserver.DatabaseServer;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * {@code ./daytrader serve}: one server in the foreground, started the one way ({@link ServerLaunch}), with its console
 * on this process's output. Each HTTP port has its own folder, servers/KIND/target/serve/PORT: the kind's
 * installation (install/VERSION, where the kind unpacks one), logs, database and work files, so two servers of one
 * kind run side by side on different ports. PostgreSQL or MariaDB without a URL is a server of its own for this run, its files under the
 * output folder's dbserver/. Ctrl-C or SIGTERM stops the server, then that database server.
 */
public final class Serve {

    private final ServeOptions options;
    private final PrintStream messages;
    private final AtomicBoolean stopped = new AtomicBoolean();
    private volatile boolean stopping;
    private volatile DatabaseServer databaseServer;
    private volatile ServerLaunch launch;

    private Serve(ServeOptions options, PrintStream messages) {
        this.options = options;
        this.messages = messages;
    }

    /**
     * Runs the server until it stops: 0 when it stopped by itself without an error, 1 when it failed. Ctrl-C or SIGTERM
     * end this JVM, which stops the server on the way out.
     */
    public static int run(ServeOptions options, PrintStream messages) throws InterruptedException {
        Serve serve = new Serve(options, messages);
        Thread hook = new Thread(() -> {
            serve.stopping = true;
            serve.stop();
        }, "stop-serve");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return serve.serve();
        } catch (RuntimeException e) {
            if (serve.stopping) {
                return 1;
            }
            throw e;
        } finally {
            if (!serve.stopping) {
                serve.stop();
                Runtime.getRuntime().removeShutdownHook(hook);
            }
        }
    }

    private int serve() throws InterruptedException {
        Path outputDir = options.kind().target().resolve("serve").resolve(Integer.toString(options.ports().http()));
        Installation installation = options.provision(outputDir.resolve("install").resolve(options.version()));
        Database database = options.database();
        if (database.startedByTheRun()) {
            say("starting a " + database.kind() + " server for this run (files under " + outputDir.resolve("dbserver")
                    + ") ...");
            databaseServer = DatabaseKind.of(database.kind()).startEmbedded(outputDir.resolve("dbserver"));
            database = database.on(databaseServer);
            say(databaseServer.description());
        }
        say(String.format(Locale.ROOT, "starting %s %s (HTTP %d, HTTPS %d, other ports from %d, database %s)",
                installation.kind().name(), installation.version(), options.ports().http(), options.ports().https(),
                options.ports().base(), database.kind()));
        launch = ServerLaunch.start(installation, options.launchSettings(database), options.application(), outputDir,
                ProcessBuilder.Redirect.INHERIT, ServerLaunch.Lifetime.ENDS_WITH_THIS_JVM);
        say("DayTrader will be at " + launch.baseUrl() + "/");
        say("logs and work files: " + outputDir + "   (Ctrl-C stops the server)");
        launch.awaitReady();
        say(String.format(Locale.ROOT, "DayTrader is ready at %s/ (%.1f s)", launch.baseUrl(), launch.startupSeconds()));
        int status = launch.awaitExit();
        if (!stopping) {
            say("the server stopped (exit " + status + "); its logs are in " + outputDir);
        }
        return status == 0 ? 0 : 1;
    }

    /** Stops the server, then the database server of the run (once). */
    private void stop() {
        if (stopped.compareAndSet(false, true)) {
            if (launch != null) {
                launch.close();
            }
            if (databaseServer != null) {
                databaseServer.close();
            }
        }
    }

    private void say(String message) {
        messages.println("daytrader serve: " + message);
    }
}
