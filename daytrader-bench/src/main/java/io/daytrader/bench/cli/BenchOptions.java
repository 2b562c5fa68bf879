package io.daytrader.bench.cli;

import java.nio.file.Path;
import java.util.List;

/**
 * The options of {@code ./daytrader bench} (see {@link BenchOptionsParser#USAGE}). Null means "not given":
 * the profile's default applies.
 */
public record BenchOptions(Path root, List<String> servers, String url, String adminPassword, Long serverPid,
                           List<String> primitives, boolean scenario, boolean userWorkload, List<Integer> threads,
                           long thinkTimeMs, List<Integer> sizes, String profile, Integer warmupSeconds, Integer runs,
                           Integer runSeconds, Integer pauseSeconds, String pin, int users, int quotes, int port,
                           int httpsPort, int jmsPort, Path output, Path catalogFile, String scenarioPath, Path jmeterHome) {

    public boolean external() {
        return url != null;
    }
}
