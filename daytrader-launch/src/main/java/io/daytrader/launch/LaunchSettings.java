package io.daytrader.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Everything a provisioned server is started with besides its installation: ports, the CPUs it is pinned to, the
 * JDK ({@code javaHome}) and JVM options (heap, GC and user flags), the database, the JPA provider
 * ({@code bundled} or {@code server}), the HTTP
 * connector, and the population.
 */
public record LaunchSettings(ServerPorts ports, String serverCpus, String javaHome, List<String> jvmOptions,
                             Database database, JpaProvider jpa, Connector connector,
                             int users, int quotes) {

    /** The JDK a server runs on ({@code --jdk}): {@code jdk}, or this JVM's when null; refuses one without bin/java. */
    public static String javaHome(String jdk) {
        String javaHome = jdk != null ? jdk : System.getProperty("java.home");
        if (!Files.isExecutable(Path.of(javaHome, "bin", "java"))) {
            throw new IllegalArgumentException("--jdk " + javaHome + ": there is no bin/java in it");
        }
        return javaHome;
    }
}
