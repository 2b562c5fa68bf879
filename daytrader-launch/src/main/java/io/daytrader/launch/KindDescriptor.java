package io.daytrader.launch;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a server kind says of itself, in {@code servers/KIND/kind.json}: its product, whether it is the default kind
 * and in which build its integration tests run ({@code default} or {@code all-servers}), what it deploys
 * ({@code ear} or {@code war}), the parent POM property that pins its version and the versions tried here, the
 * Maven coordinates (GROUP:ARTIFACT) of the distribution its bench-target provisions (whose versions a series reads), the
 * Jakarta EE level and JDK, the databases it runs on, its own JPA provider (null: none, so {@code --jpa server}
 * fails), what its HTTP connector takes, and what it lacks and why. The lab checks a launch against it before
 * starting anything ({@link #check}), {@code --help} lists it, the report explains its n/a cells with it, and the
 * README's server matrix is rendered from it ({@link KindMatrix}).
 */
public record KindDescriptor(String kind, String product, boolean defaultKind, String build, String application,
                             String versionProperty, List<String> versionsTried, String distribution,
                             String jakartaEE, String jdk,
                             List<String> databases, String serverJpa, String faces, ConnectorSupport connector,
                             List<Limitation> unavailable) {

    public static final String FILE = "kind.json";

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    /**
     * {@code threads}: what the worker-thread setting sizes (null: none); {@code io}: the I/O implementations;
     * {@code virtualThreads}: whether requests can run on virtual threads, and how (or why not).
     */
    public record ConnectorSupport(String threads, boolean keepalive, List<String> io, VirtualThreads virtualThreads) {
    }

    /** {@code offered}: a request per virtual thread is a setting of this kind; {@code how}: that setting, or why not. */
    public record VirtualThreads(boolean offered, String how) {
    }

    /** Something the kind lacks, and why. */
    public record Limitation(String what, String why) {

        @Override
        public String toString() {
            return what + ": " + why;
        }
    }

    /** The descriptor of the kind whose folder is {@code folder}; fails with what is wrong with the file. */
    public static KindDescriptor read(Path folder) {
        Path file = folder.resolve(FILE);
        KindDescriptor descriptor;
        try {
            descriptor = JSON.readValue(file.toFile(), KindDescriptor.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        List<String> problems = descriptor.problems(folder.getFileName().toString());
        if (!problems.isEmpty()) {
            throw new IllegalStateException(file + ": " + String.join("; ", problems));
        }
        return descriptor;
    }

    /** Every kind under {@code root}/servers: the default kind first, then by name. */
    public static List<KindDescriptor> all(Path root) {
        try (Stream<Path> folders = Files.list(root.resolve("servers"))) {
            return folders.filter(folder -> Files.isRegularFile(folder.resolve(FILE))).map(KindDescriptor::read)
                    .sorted(Comparator.comparing((KindDescriptor k) -> !k.defaultKind()).thenComparing(KindDescriptor::kind))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root.resolve("servers"), e);
        }
    }

    /** What is missing or wrong in this descriptor of the kind in folder {@code folder}; empty when it is whole. */
    List<String> problems(String folder) {
        List<String> problems = new ArrayList<>();
        if (!folder.equals(kind)) {
            problems.add("kind is '" + kind + "' in the folder '" + folder + "'");
        }
        require(problems, "product", product);
        require(problems, "versionProperty", versionProperty);
        require(problems, "jakartaEE", jakartaEE);
        require(problems, "jdk", jdk);
        if (!List.of("default", "all-servers").contains(build)) {
            problems.add("build is default or all-servers, not '" + build + "'");
        }
        if (!List.of("ear", "war").contains(application)) {
            problems.add("application is ear or war, not '" + application + "'");
        }
        if (distribution == null || !distribution.matches("[\\w.-]+:[\\w.-]+")) {
            problems.add("distribution is the GROUP:ARTIFACT of the server's archive on Maven Central, not '"
                    + distribution + "'");
        }
        if (versionsTried == null || versionsTried.isEmpty()) {
            problems.add("versionsTried names no version");
        }
        if (databases == null || databases.isEmpty() || !Database.KINDS.containsAll(databases)) {
            problems.add("databases must be some of " + Database.KINDS + ", not " + databases);
        }
        if (connector == null || connector.io() == null || connector.io().isEmpty()) {
            problems.add("connector.io names no I/O implementation");
        }
        if (connector == null || connector.virtualThreads() == null || connector.virtualThreads().how() == null) {
            problems.add("connector.virtualThreads is {offered, how}: the setting, or why there is none");
        }
        if (unavailable == null || unavailable.stream().anyMatch(u -> u.what() == null || u.why() == null)) {
            problems.add("unavailable is a list of {what, why}");
        }
        return problems;
    }

    private static void require(List<String> problems, String name, String value) {
        if (value == null || value.isBlank()) {
            problems.add(name + " is missing");
        }
    }

    /**
     * Refuses a launch the kind cannot run (a database it has no configuration for, a JPA provider it lacks, a
     * connector setting it cannot apply), with what it can do instead.
     */
    public void check(String database, JpaProvider jpa, Connector settings) {
        if (!databases.contains(database)) {
            throw new IllegalArgumentException(kind + " has no configuration for --db " + database + "; it runs on "
                    + String.join(", ", databases));
        }
        if (jpa == JpaProvider.SERVER && serverJpa == null) {
            throw new IllegalArgumentException(kind + " has no JPA provider of its own: --jpa server needs one"
                    + " (use --jpa bundled)");
        }
        if (settings.threads() != null && connector.threads() == null) {
            throw new IllegalArgumentException(kind + "'s connector has no worker-thread setting (--connector threads)");
        }
        if (Boolean.FALSE.equals(settings.keepAlive()) && !connector.keepalive()) {
            throw new IllegalArgumentException(kind + "'s connector cannot limit a connection to one request"
                    + " (--connector keepalive=off)");
        }
        if (Boolean.TRUE.equals(settings.virtualThreads()) && !connector.virtualThreads().offered()) {
            throw new IllegalArgumentException(kind + " cannot run requests on virtual threads (--connector"
                    + " threads=virtual): " + connector.virtualThreads().how());
        }
        if (settings.io() != null && !connector.io().contains(settings.io())) {
            throw new IllegalArgumentException(kind + "'s connector has no I/O implementation '" + settings.io()
                    + "'; it has " + String.join(", ", connector.io()));
        }
    }
}
