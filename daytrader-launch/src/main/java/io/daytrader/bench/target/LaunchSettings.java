package io.daytrader.bench.target;

import java.util.List;

/**
 * Everything a provisioned server is started with besides its installation: ports, the CPUs it is pinned to, the
 * JDK ({@code javaHome}) and JVM options (heap, GC and user flags), the database, the JPA provider
 * ({@code bundled} or {@code server}), the HTTP
 * connector, and the population.
 */
public record LaunchSettings(ServerPorts ports, String serverCpus, String javaHome, List<String> jvmOptions,
                             Database database, String jpa, Connector connector,
                             int users, int quotes) {
}
