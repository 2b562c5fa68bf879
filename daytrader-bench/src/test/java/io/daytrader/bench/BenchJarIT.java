package io.daytrader.bench;

import io.daytrader.dbserver.DatabaseKind;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The packaged bench jar, as {@code ./daytrader bench} runs it: its manifest class path must hold the JDBC driver of
 * every database the lab starts for itself (a test-scoped driver once took PostgreSQL's off it unnoticed).
 */
class BenchJarIT {

    private static final Path JAR = Path.of(System.getProperty("daytrader.bench.root"), "daytrader-bench", "target",
            "daytrader-bench.jar");

    private static final Map<DatabaseKind, List<String>> DRIVER_CLASSES = Map.of(
            DatabaseKind.POSTGRESQL, List.of("org.postgresql.Driver", "org.postgresql.ds.PGSimpleDataSource"),
            DatabaseKind.MARIADB, List.of("org.mariadb.jdbc.Driver", "org.mariadb.jdbc.MariaDbDataSource"));

    @Test
    void theJarsClassPathHoldsTheDriverOfEveryDatabaseTheLabStarts() throws Exception {
        assertThat(DRIVER_CLASSES).as("a driver for every embedded database").containsOnlyKeys(DatabaseKind.values());
        try (URLClassLoader jar = new URLClassLoader(classPath(), ClassLoader.getPlatformClassLoader())) {
            for (List<String> classes : DRIVER_CLASSES.values()) {
                for (String name : classes) {
                    assertThat(Class.forName(name, false, jar)).as(name).isNotNull();
                }
            }
            assertThat(Class.forName(BenchMain.class.getName(), false, jar).getClassLoader()).isSameAs(jar);
        }
    }

    private static URL[] classPath() throws IOException {
        assertThat(JAR).as("the packaged bench").isRegularFile();
        String manifestPath;
        try (JarFile jarFile = new JarFile(JAR.toFile())) {
            manifestPath = jarFile.getManifest().getMainAttributes().getValue("Class-Path");
        }
        List<URL> urls = new ArrayList<>(List.of(JAR.toUri().toURL()));
        for (String entry : Arrays.stream(manifestPath.trim().split("\\s+")).toList()) {
            Path library = JAR.getParent().resolve(entry);
            assertThat(Files.isRegularFile(library)).as("%s on the manifest class path", library).isTrue();
            urls.add(library.toUri().toURL());
        }
        return urls.toArray(URL[]::new);
    }
}
