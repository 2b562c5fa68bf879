package io.daytrader.launch;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one start path, on a fake kind. */
class ServerLaunchTest {

    @TempDir
    Path root;

    @Test
    void aLaunchThatOutlivesItsJvmIsRecordedAndStoppedFromItsRecord() throws IOException {
        Installation installation = fakeKind(FakeKind.ANSWERING);
        LaunchSettings settings = settings();

        ServerLaunch launch = ServerLaunch.start(installation, settings, new ApplicationSettings("secret", false),
                root.resolve("run"), ProcessBuilder.Redirect.to(root.resolve("console.log").toFile()),
                ServerLaunch.Lifetime.OUTLIVES_THIS_JVM).awaitReady();

        assertThat(Http.get(launch.baseUrl() + "/", Duration.ofSeconds(5)).body()).isEqualTo("false");
        ProcessHandle jvm = launch.serverJvm().orElseThrow();
        LaunchRecord record = LaunchRecord.read(launch.record().file());
        assertThat(record.serverJvm().pid()).isEqualTo(jvm.pid());
        assertThat(record.probePort()).as("the port of its probe, for the lab").isEqualTo(settings.ports().probe());
        assertThat(record.owner()).as("the launcher owns a launch that outlives this JVM").isEqualTo(record.launcher());
        assertThat(RunningServers.of(root)).extracting(LaunchRecord::baseUrl).containsExactly(launch.baseUrl());

        ServerLaunch.stop(record);

        assertThat(jvm.isAlive()).isFalse();
        assertThat(launch.record().file()).doesNotExist();
        assertThat(RunningServers.of(root)).isEmpty();
    }

    @Test
    void closingStopsTheServerThisJvmOwns() throws IOException {
        Installation installation = fakeKind(FakeKind.ANSWERING);
        ServerLaunch launch = ServerLaunch.start(installation, settings(), new ApplicationSettings(null, true),
                root.resolve("run"), ProcessBuilder.Redirect.to(root.resolve("console.log").toFile()),
                ServerLaunch.Lifetime.ENDS_WITH_THIS_JVM).awaitReady();
        ProcessHandle jvm = launch.serverJvm().orElseThrow();
        assertThat(LaunchRecord.read(launch.record().file()).owner().pid()).isEqualTo(ProcessHandle.current().pid());

        launch.close();
        launch.close();

        assertThat(jvm.isAlive()).isFalse();
        assertThat(launch.record().file()).doesNotExist();
    }

    @Test
    void aServerThatStopsWhileStartingSaysWhereItsOutputIs() throws IOException {
        Installation installation = fakeKind("echo 'no database here'; exit 3");
        Path console = root.resolve("console.log");
        ServerLaunch launch = ServerLaunch.start(installation, settings(), new ApplicationSettings(null, false),
                root.resolve("run"), ProcessBuilder.Redirect.to(console.toFile()), ServerLaunch.Lifetime.ENDS_WITH_THIS_JVM);

        assertThatThrownBy(launch::awaitReady).hasMessage("the server stopped while starting (exit 3); see " + console
                + " and the logs in " + root.resolve("run"));
        assertThat(console).content().contains("no database here");
        assertThat(launch.record().file()).doesNotExist();
    }

    @Test
    void aPortInUseIsRefusedBeforeAnythingStarts() throws IOException {
        Installation installation = fakeKind("exit 0");
        try (ServerSocket taken = new ServerSocket(0)) {
            ServerPorts ports = ServerPorts.of(taken.getLocalPort(), null, null);
            LaunchSettings settings = new LaunchSettings(ports, null, System.getProperty("java.home"), JvmOptions.of(null),
                    Database.of("derby", null, null, null), JpaProvider.BUNDLED, Connector.DEFAULT, 500, 200);

            assertThatThrownBy(() -> ServerLaunch.start(installation, settings, new ApplicationSettings(null, false),
                    root.resolve("run"), ProcessBuilder.Redirect.DISCARD, ServerLaunch.Lifetime.ENDS_WITH_THIS_JVM))
                    .hasMessageStartingWith("port " + taken.getLocalPort() + " on 127.0.0.1 is already in use");
        }
        assertThat(root.resolve("servers/fake/target/running")).doesNotExist();
    }

    @Test
    void aRecordWhoseOwnerEndedNoLongerCountsAndIsRemoved() throws Exception {
        Installation installation = fakeKind("exit 0");
        Process ended = new ProcessBuilder("true").start();
        ProcessId gone = ProcessId.of(ended.toHandle());
        ended.waitFor();
        LaunchRecord record = new LaunchRecord("fake:1.0", installation.kind(), installation.home(), root.resolve("run"),
                "http://127.0.0.1:1/daytrader", null, gone, null, gone);
        Path file = record.file();
        record.write(file);

        assertThat(RunningServers.of(root)).isEmpty();
        assertThat(file).doesNotExist();
    }

    @Test
    void portsDefaultRelativeToHttpAndMustNotOverlap() {
        assertThat(ServerPorts.of(9080, null, null)).isEqualTo(new ServerPorts(9080, 9443, 10100));
        assertThat(ServerPorts.of(9080, 9543, 7276)).isEqualTo(new ServerPorts(9080, 9543, 7276));
        assertThatThrownBy(() -> ServerPorts.of(65000, null, null)).hasMessageContaining("1-65535");
        assertThatThrownBy(() -> ServerPorts.of(23080, null, 23070)).hasMessageContaining("overlap");
        assertThatThrownBy(() -> ServerPorts.of(23080, 23080, null)).hasMessageContaining("overlap");
    }

    @Test
    void anAdministratorWithoutPasswordIsLeftToTheApplication() {
        LaunchSettings settings = new LaunchSettings(new ServerPorts(23080, 23443, 23100), null, "/jdk",
                JvmOptions.of(null), Database.of("derby", null, null, null), JpaProvider.BUNDLED, Connector.DEFAULT, 500, 200);

        assertThat(ServerLaunch.environment(settings, new ApplicationSettings(null, false), Path.of("/probe.jar")))
                .doesNotContainKey("DAYTRADER_ADMIN_PASSWORD")
                .containsEntry("DAYTRADER_NEGATIVE_BALANCE_ALLOWED", "false");
    }

    private Installation fakeKind(String start) throws IOException {
        return new Installation(FakeKind.create(root, start), "1.0", root.resolve("home"), null, null);
    }

    private static LaunchSettings settings() throws IOException {
        return new LaunchSettings(ServerPorts.of(freePort(), freePort(), freePort()), null,
                System.getProperty("java.home"), JvmOptions.of(null), Database.of("derby", null, null, null), JpaProvider.BUNDLED,
                Connector.DEFAULT, 500, 200);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Test
    void theStartUpLimitIsFiveMinutesUnlessAWholeNumberOfMinutesIsGiven() {
        assertThat(ServerLaunch.startupMinutes(null)).isEqualTo(5);
        assertThat(ServerLaunch.startupMinutes(" 12 ")).isEqualTo(12);
        assertThatThrownBy(() -> ServerLaunch.startupMinutes("ten")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("DAYTRADER_STARTUP_MINUTES").hasMessageContaining("'ten'");
        assertThatThrownBy(() -> ServerLaunch.startupMinutes("0")).isInstanceOf(IllegalArgumentException.class);
    }
}
