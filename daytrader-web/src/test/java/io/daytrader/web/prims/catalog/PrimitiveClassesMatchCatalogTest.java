package io.daytrader.web.prims.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.web.CompiledClasses;
import jakarta.servlet.annotation.WebServlet;
import jakarta.websocket.server.ServerEndpoint;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Application;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every endpoint of the primitives' code (servlets, websocket endpoints and JAX-RS resources compiled from
 * io.daytrader.web.prims, pages in webapp/prims) is in the catalog, and every catalog entry has its endpoint.
 */
class PrimitiveClassesMatchCatalogTest {

    private static final String PACKAGE = "io.daytrader.web.prims";
    /** Catalog entries whose endpoint another part of the application implements. */
    private static final Set<String> IMPLEMENTED_ELSEWHERE = Set.of("/marketsummary");
    /** Endpoints of the primitives' code that are not primitives. */
    private static final Set<String> NOT_PRIMITIVES = Set.of("/primitives");

    private static List<Class<?>> classes;

    @BeforeAll
    static void loadCompiledClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        classes = CompiledClasses.under(PACKAGE, PrimitiveCatalog.class);
        assertThat(classes).as("compiled classes of " + PACKAGE).hasSizeGreaterThan(40);
    }

    @Test
    void everyEndpointOfThePrimitivesIsInTheCatalogAndTheOtherWayRound() throws IOException {
        Set<String> implemented = new TreeSet<>();
        implemented.addAll(servletPaths());
        implemented.addAll(websocketPaths());
        implemented.addAll(restPaths());
        implemented.addAll(pagePaths());
        implemented.removeAll(NOT_PRIMITIVES);

        Set<String> catalogued = new TreeSet<>(PrimitiveCatalog.internalPaths());
        PrimitiveCatalog.all().stream().map(Primitive::path).filter(path -> !IMPLEMENTED_ELSEWHERE.contains(path))
                .forEach(catalogued::add);

        assertThat(implemented).as("endpoints of the primitives' classes and pages (left) against the catalog")
                .containsExactlyInAnyOrderElementsOf(catalogued);
    }

    @Test
    void httpAndWebsocketEntriesAreImplementedAsSuch() {
        Set<String> websockets = websocketPaths();
        for (Primitive primitive : PrimitiveCatalog.all()) {
            if (!IMPLEMENTED_ELSEWHERE.contains(primitive.path())) {
                assertThat(websockets.contains(primitive.path())).as(primitive.name() + " is a websocket endpoint")
                        .isEqualTo(primitive.isWebSocket());
            }
        }
    }

    private static Set<String> servletPaths() {
        Set<String> paths = new TreeSet<>();
        for (Class<?> type : classes) {
            WebServlet servlet = type.getAnnotation(WebServlet.class);
            if (servlet != null) {
                paths.addAll(List.of(servlet.value()));
                paths.addAll(List.of(servlet.urlPatterns()));
            }
        }
        return paths;
    }

    private static Set<String> websocketPaths() {
        return classes.stream().map(type -> type.getAnnotation(ServerEndpoint.class)).filter(e -> e != null)
                .map(ServerEndpoint::value).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> restPaths() {
        List<String> applicationPaths = classes.stream()
                .filter(type -> Application.class.isAssignableFrom(type))
                .map(type -> type.getAnnotation(ApplicationPath.class).value()).collect(Collectors.toList());
        assertThat(applicationPaths).as("JAX-RS applications of the primitives").hasSize(1);
        Set<String> paths = new TreeSet<>();
        for (Class<?> type : classes) {
            Path resource = type.getAnnotation(Path.class);
            if (resource == null) {
                continue;
            }
            for (Method method : type.getDeclaredMethods()) {
                Path sub = method.getAnnotation(Path.class);
                if (sub != null) {
                    paths.add(join(applicationPaths.get(0), resource.value(), sub.value()));
                }
            }
        }
        return paths;
    }

    private static Set<String> pagePaths() throws IOException {
        java.nio.file.Path pages = Paths.get("src", "main", "webapp", "prims");
        try (Stream<java.nio.file.Path> files = Files.list(pages)) {
            return files.filter(Files::isRegularFile)
                    .map(file -> "/prims/" + file.getFileName().toString().replaceFirst("\\.xhtml$", ".faces"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static String join(String... segments) {
        return Stream.of(segments).map(s -> s.replaceAll("^/+|/+$", "")).filter(s -> !s.isEmpty())
                .collect(Collectors.joining("/", "/", ""));
    }
}
