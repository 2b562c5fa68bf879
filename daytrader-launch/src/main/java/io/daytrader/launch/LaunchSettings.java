package io.daytrader.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

/**
 * Everything a provisioned server is started with besides its installation: ports, the CPUs it is pinned to, the
 * JDK ({@code javaHome}) and JVM options (heap, GC and user flags), the database, the JPA provider
 * ({@code bundled} or {@code server}), the HTTP
 * connector, and the population.
 */
public record LaunchSettings(ServerPorts ports, String serverCpus, String javaHome, List<String> jvmOptions,
                             Database database, JpaProvider jpa, Connector connector,
                             int users, int quotes) {

    /** The first JDK release whose threads can be virtual. */
    static final int VIRTUAL_THREADS_RELEASE = 21;

    /** The JDK a server runs on ({@code --jdk}): {@code jdk}, or this JVM's when null; refuses one without bin/java. */
    public static String javaHome(String jdk) {
        String javaHome = jdk != null ? jdk : System.getProperty("java.home");
        if (!Files.isExecutable(Path.of(javaHome, "bin", "java"))) {
            throw new IllegalArgumentException("--jdk " + javaHome + ": there is no JDK there (no bin/java)");
        }
        return javaHome;
    }

    /**
     * Refuses a connector the JDK at {@code javaHome} cannot run: virtual threads need JDK
     * {@value #VIRTUAL_THREADS_RELEASE}. A JDK whose release file does not say its version is let through (the server
     * then says what it lacks).
     */
    public static void checkJdkRuns(Connector connector, String javaHome) {
        if (Boolean.TRUE.equals(connector.virtualThreads())) {
            OptionalInt release = JdkRelease.feature(Path.of(javaHome));
            if (release.isPresent() && release.getAsInt() < VIRTUAL_THREADS_RELEASE) {
                throw new IllegalArgumentException("--connector threads=virtual needs JDK " + VIRTUAL_THREADS_RELEASE
                        + " or newer; the server's JDK " + javaHome + " is " + release.getAsInt() + " (give --jdk)");
            }
        }
    }
}
