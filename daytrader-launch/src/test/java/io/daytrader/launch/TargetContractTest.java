package io.daytrader.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TargetContractTest {

    @Test
    void theServerGetsTheContractsEnvironment() {
        LaunchSettings settings = new LaunchSettings(new ServerPorts(23080, 23443, 23100), "0", "/jdk",
                JvmOptions.of(null), Database.of("postgresql", "jdbc:postgresql://127.0.0.1:5432/test", null, null),
                JpaProvider.BUNDLED, Connector.parse("threads=50,keepalive=off,io=nio2"), 500, 200);

        Map<String, String> env = ServerLaunch.environment(settings, new ApplicationSettings("secret", true),
                Path.of("/dt/daytrader-probe.jar"));

        assertThat(env).containsEntry("DAYTRADER_HTTP_PORT", "23080").containsEntry("DAYTRADER_HTTPS_PORT", "23443")
                .containsEntry("DAYTRADER_PORT_BASE", "23100").containsEntry("JAVA_HOME", "/jdk")
                .containsEntry("DAYTRADER_JVM_OPTS",
                        "-Xms1g -Xmx1g -XX:+UseG1GC -javaagent:/dt/daytrader-probe.jar=port=23119")
                .containsEntry("DAYTRADER_DB", "postgresql")
                .containsEntry("DAYTRADER_DB_URL", "jdbc:postgresql://127.0.0.1:5432/test")
                .containsEntry("DAYTRADER_DB_USER", "postgres").containsEntry("DAYTRADER_DB_PASSWORD", "")
                .containsEntry("DAYTRADER_JPA", "bundled").containsEntry("DAYTRADER_USERS", "500")
                .containsEntry("DAYTRADER_QUOTES", "200").containsEntry("DAYTRADER_ADMIN_PASSWORD", "secret")
                .containsEntry("DAYTRADER_NEGATIVE_BALANCE_ALLOWED", "true")
                .containsEntry("DAYTRADER_HTTP_THREADS", "50").containsEntry("DAYTRADER_HTTP_VIRTUAL_THREADS", "")
                .containsEntry("DAYTRADER_HTTP_KEEPALIVE", "false")
                .containsEntry("DAYTRADER_HTTP_IO", "nio2");
        assertThat(settings.ports().all()).hasSize(22).contains(23080, 23443, 23100, 23119);
        assertThat(settings.ports().probe()).isEqualTo(23119);
    }

    @Test
    void provisionTellsTheKindWhichBuildOfTheApplicationTheJpaProviderNeeds(@TempDir Path root) throws IOException {
        Path script = root.resolve("servers/fake/bench-target");
        Files.createDirectories(script.getParent());
        Files.writeString(script, "#!/bin/sh\necho home=/fake\necho version=1.0\necho \"app=/apps/$DAYTRADER_JPA.ear\"\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();

        Installation installation = ServerKind.of(root, "fake").provision("default", root.resolve("dir"), JpaProvider.SERVER);

        assertThat(installation.app()).isEqualTo(Path.of("/apps/server.ear"));
        assertThat(installation.version()).isEqualTo("1.0");
    }

    @Test
    void aDeployTimeTheKindCannotTellIsNullNotAFailure(@TempDir Path root) throws IOException {
        Path script = root.resolve("servers/fake/bench-target");
        Files.createDirectories(script.getParent());
        writeScript(script, "echo 12.5");
        ServerKind kind = ServerKind.of(root, "fake");

        assertThat(kind.deploySeconds(root)).isEqualTo(12.5);
        writeScript(script, "echo");
        assertThat(kind.deploySeconds(root)).isNull();
        writeScript(script, "exit 1");
        assertThat(kind.deploySeconds(root)).isNull();
        writeScript(script, "echo not-a-number");
        assertThat(kind.deploySeconds(root)).isNull();
    }

    private static void writeScript(Path script, String body) throws IOException {
        Files.writeString(script, "#!/bin/sh\n" + body + "\n");
        assertThat(script.toFile().setExecutable(true)).isTrue();
    }

    @Test
    void connectorSettingsAreParsedDescribedAndRefusedWhenWrong() {
        assertThat(Connector.parse(null)).isEqualTo(Connector.DEFAULT);
        assertThat(Connector.parse("default").describe()).isEqualTo("default");
        assertThat(Connector.DEFAULT.environment()).containsEntry("DAYTRADER_HTTP_THREADS", "")
                .containsEntry("DAYTRADER_HTTP_VIRTUAL_THREADS", "")
                .containsEntry("DAYTRADER_HTTP_KEEPALIVE", "").containsEntry("DAYTRADER_HTTP_IO", "");
        assertThat(Connector.parse(" io=nio , threads=200").describe()).isEqualTo("threads=200,io=nio");
        assertThat(Connector.parse("keepalive=on")).isEqualTo(new Connector(null, null, true, null));
        assertThat(Connector.parse("threads=virtual,keepalive=off").environment())
                .containsEntry("DAYTRADER_HTTP_VIRTUAL_THREADS", "true").containsEntry("DAYTRADER_HTTP_THREADS", "");
        assertThat(Connector.parse("threads=virtual").describe()).isEqualTo("threads=virtual");
        assertThat(Connector.parse("threads=platform")).isEqualTo(new Connector(null, false, null, null));
        assertThat(Connector.parse("threads=100,threads=platform").describe()).isEqualTo("threads=100,threads=platform");
        assertThatThrownBy(() -> Connector.parse("threads=virtual,threads=8")).hasMessageContaining("no pool to size");
        assertThatThrownBy(() -> Connector.parse("threads=0")).hasMessageContaining("1 to 10000");
        assertThatThrownBy(() -> Connector.parse("threads=many")).hasMessageContaining("virtual, platform or a whole number");
        assertThatThrownBy(() -> Connector.parse("keepalive=maybe")).hasMessageContaining("on or off");
        assertThatThrownBy(() -> Connector.parse("io=../x")).hasMessageContaining("nio or nio2");
        assertThatThrownBy(() -> Connector.parse("workers=4")).hasMessageContaining("unknown setting 'workers'");
        assertThatThrownBy(() -> Connector.parse("threads")).hasMessageContaining("NAME=VALUE");
    }

    @Test
    void aJdkThatIsMissingOrTooOldForVirtualThreadsIsRefusedNamingIt(@TempDir Path root) throws IOException {
        Path jdk17 = FakeJdk.of(root.resolve("jdk17"), "17.0.15");
        Path jdk25 = FakeJdk.of(root.resolve("jdk25"), "25.0.3");

        assertThatThrownBy(() -> LaunchSettings.javaHome(root.resolve("nothing").toString()))
                .hasMessage("--jdk " + root.resolve("nothing") + ": there is no JDK there (no bin/java)");
        assertThat(LaunchSettings.javaHome(jdk25.toString())).isEqualTo(jdk25.toString());
        LaunchSettings.checkJdkRuns(Connector.parse("threads=virtual"), jdk25.toString());
        LaunchSettings.checkJdkRuns(Connector.parse("threads=platform"), jdk17.toString());
        assertThatThrownBy(() -> LaunchSettings.checkJdkRuns(Connector.parse("threads=virtual"), jdk17.toString()))
                .hasMessage("--connector threads=virtual needs JDK 21 or newer; the server's JDK " + jdk17 + " is 17"
                        + " (give --jdk)");
    }

    @Test
    void theDefaultHeapAndCollectorGiveWayToTheUsersOwn() {
        assertThat(JvmOptions.of("")).containsExactly("-Xms1g", "-Xmx1g", "-XX:+UseG1GC");
        assertThat(JvmOptions.of("-Xmx4g -Xms4g")).containsExactly("-XX:+UseG1GC", "-Xmx4g", "-Xms4g");
        assertThat(JvmOptions.of("-XX:+UseParallelGC -Dx=y")).containsExactly("-Xms1g", "-Xmx1g",
                "-XX:+UseParallelGC", "-Dx=y");
    }

    @Test
    void databasesDefaultToTheLocalServicesAndSayWhatIsMissing() {
        assertThat(Database.of("derby", null, null, null).embedded()).isTrue();
        assertThat(Database.of("mariadb", null, null, null).startedByTheRun()).isTrue();
        assertThat(Database.of("mariadb", "jdbc:mariadb://db:3306/x", null, null).user()).isEqualTo("root");
        assertThat(Database.of("postgresql", "jdbc:postgresql://db:5432/bench", "me", "pw"))
                .isEqualTo(new Database("postgresql", "jdbc:postgresql://db:5432/bench", "me", "pw"));
        assertThatThrownBy(() -> Database.of("derby-network", null, null, null)).hasMessageContaining("--db-url");
        assertThatThrownBy(() -> Database.of("derby", "jdbc:x", null, null)).hasMessageContaining("embedded");
        assertThatThrownBy(() -> Database.of("mariadb", null, "root", null)).hasMessageContaining("--db-url");
        assertThatThrownBy(() -> Database.of("mariadb", "jdbc:postgresql://db:5432/x", null, null))
                .hasMessageContaining("jdbc:mariadb://");
    }

    @Test
    void theListeningSocketsOfAPortAreFoundInProcNetTcp() {
        String table = """
                  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
                   0: 0100007F:5A28 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 12345 1
                   1: 0100007F:5A28 0100007F:9C40 01 00000000:00000000 00:00000000 00000000     0        0 12346 1
                   2: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 22222 1
                """;

        assertThat(ListeningProcess.listeningInodes(table, 23080)).containsExactly("12345");
        assertThat(ListeningProcess.listeningInodes(table, 8080)).containsExactly("22222");
        assertThat(ListeningProcess.listeningInodes(table, 9999)).isEmpty();
    }

    @Test
    void aKindsProvisionPrintsKeyValues() {
        assertThat(ServerKind.keyValues("noise\nhome=/wlp\nversion=26.0.0.3\ndownload=\napp=/wlp/a.ear\n"))
                .containsEntry("home", "/wlp").containsEntry("version", "26.0.0.3").containsEntry("download", "")
                .containsEntry("app", "/wlp/a.ear");
        assertThat(ServerKind.requestedVersion("liberty:25.0.0.12")).isEqualTo("25.0.0.12");
        assertThat(ServerKind.requestedVersion("liberty")).isEqualTo("default");
        assertThat(List.of(ServerKind.requestedVersion("tomee"))).containsExactly("default");
    }
}
