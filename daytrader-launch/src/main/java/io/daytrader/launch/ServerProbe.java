package io.daytrader.launch;

import java.nio.file.Path;

/**
 * The probe every provisioned server runs in its JVM (daytrader-probe, a Java agent), on the last port of its block
 * ({@link ServerPorts#probe()}): the lab reads the server's CPU, GC and heap from it, wherever the server runs.
 */
public final class ServerProbe {

    private ServerProbe() {
    }

    /** The agent's jar, as the build of the checkout at {@code root} leaves it. */
    public static Path jar(Path root) {
        return root.resolve("daytrader-probe").resolve("target").resolve("daytrader-probe.jar");
    }

    /** The JVM option that loads the agent listening on {@code port} of every address. */
    public static String agentOption(Path jar, int port) {
        return "-javaagent:" + jar.toAbsolutePath() + "=port=" + port;
    }

    /**
     * A JVM's flags without the agent's option, which differs between launches of one setup by its port: what two
     * launches share when they run the same settings.
     */
    public static String withoutAgentOption(String flags) {
        return flags == null ? null : flags.replaceAll("(^|\\s)-javaagent:\\S*daytrader-probe\\.jar=\\S*", "").trim();
    }
}
