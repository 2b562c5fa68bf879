package io.daytrader.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KindDescriptorTest {

    private static final KindDescriptor WEB_ONLY = new KindDescriptor("tomcat", "Apache Tomcat", false, "all-servers",
            "war", "tomcat.version", List.of("11.0.24"), "org.apache.tomcat:tomcat", "web subset", "17", List.of("derby", "postgresql"), null, null,
            new KindDescriptor.ConnectorSupport("maxThreads", true, List.of("nio", "nio2"),
                    new KindDescriptor.VirtualThreads(false, "its pool has platform threads only")),
            List.of(new KindDescriptor.Limitation("EJB primitives", "no EJB container")));

    @Test
    void whatTheKindCannotRunIsRefusedWithWhatItCan() {
        WEB_ONLY.check("derby", JpaProvider.BUNDLED, Connector.parse("threads=8,io=nio2"));

        assertThatThrownBy(() -> WEB_ONLY.check("mariadb", JpaProvider.BUNDLED, Connector.DEFAULT))
                .hasMessage("tomcat has no configuration for --db mariadb; it runs on derby, postgresql");
        assertThatThrownBy(() -> WEB_ONLY.check("derby", JpaProvider.SERVER, Connector.DEFAULT))
                .hasMessageContaining("no JPA provider of its own");
        assertThatThrownBy(() -> WEB_ONLY.check("derby", JpaProvider.BUNDLED, Connector.parse("io=apr")))
                .hasMessageContaining("no I/O implementation 'apr'; it has nio, nio2");
        WEB_ONLY.check("derby", JpaProvider.BUNDLED, Connector.parse("threads=platform"));
        assertThatThrownBy(() -> WEB_ONLY.check("derby", JpaProvider.BUNDLED, Connector.parse("threads=virtual")))
                .hasMessage("tomcat cannot run requests on virtual threads (--connector threads=virtual): its pool has"
                        + " platform threads only");
    }

    @Test
    void aDescriptorWithGapsIsRefusedNamingThem(@TempDir Path root) throws IOException {
        Path folder = Files.createDirectories(root.resolve("servers/odd"));
        Files.writeString(folder.resolve(KindDescriptor.FILE), """
                {"kind": "even", "product": "", "defaultKind": false, "build": "nightly", "application": "jar",
                 "versionProperty": "odd.version", "versionsTried": [], "jakartaEE": "10", "jdk": "17",
                 "databases": ["oracle"], "serverJpa": null, "connector": {"keepalive": true, "io": []},
                 "unavailable": []}
                """);

        assertThatThrownBy(() -> KindDescriptor.read(folder)).hasMessageContaining("kind is 'even' in the folder 'odd'")
                .hasMessageContaining("product is missing").hasMessageContaining("build is default or all-servers")
                .hasMessageContaining("application is ear or war").hasMessageContaining("versionsTried")
                .hasMessageContaining("distribution is the GROUP:ARTIFACT")
                .hasMessageContaining("databases").hasMessageContaining("connector.io")
                .hasMessageContaining("connector.virtualThreads");
    }

    @Test
    void theMatrixHasARowPerKind() {
        assertThat(KindMatrix.markdown(List.of(WEB_ONLY))).contains("| `tomcat` | Apache Tomcat | 11.0.24 | web subset"
                + " | 17 | derby, postgresql | none | none | threads, keepalive, io=nio/nio2 |"
                + " n/a: its pool has platform threads only | EJB primitives |");
        assertThat(KindMatrix.text(List.of(WEB_ONLY))).contains("tomcat", "Apache Tomcat", "--db derby|postgresql");
    }
}
