package io.daytrader.bench.cli;

import io.daytrader.bench.chat.ChatPlan;
import io.daytrader.launch.Connector;
import io.daytrader.launch.JpaProvider;
import io.daytrader.launch.FakeJdk;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.ParameterException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BenchCommandTest {

    private static BenchOptions parse(String... args) {
        String[] withRoot = new String[args.length + 2];
        withRoot[0] = "--root";
        withRoot[1] = "/repo";
        System.arraycopy(args, 0, withRoot, 2, args.length);
        return BenchCommand.parse(null, withRoot);
    }

    @Test
    void withoutOptionsTheDefaultServerRunsEverythingWithTheContractsDefaults() {
        BenchOptions options = parse("--default-server", "liberty");

        assertThat(options.servers()).containsExactly("liberty");
        assertThat(options.primitives()).containsExactly("all");
        assertThat(options.scenario()).isTrue();
        assertThat(options.userWorkload()).isTrue();
        assertThat(options.profile().name()).isEqualTo("quick");
        assertThat(options.pin()).isEqualTo("auto");
        assertThat(options.jmeterHome()).isEqualTo(Path.of("/repo/jmeter-plans/target/jmeter"));
        assertThat(options.port()).isEqualTo(9080);
        assertThat(options.httpsPort()).isEqualTo(9443);
        assertThat(options.portBase()).isEqualTo(10100);
        assertThat(options.db()).isEqualTo("derby");
        assertThat(options.jpa()).isEqualTo(JpaProvider.BUNDLED);
        assertThat(options.connectorOf(0)).isEqualTo(Connector.DEFAULT);
        assertThat(options.jdkOf(0)).isNull();
        assertThat(options.engines()).isEmpty();
        assertThat(options.profileServer()).isFalse();
        assertThat(options.runtimeModes()).isEmpty();
    }

    @Test
    void severalTargetsRunSideBySideWhereTheyCanUnlessToldOtherwise() {
        assertThat(parse("--server", "liberty,tomcat").comparison()).isEqualTo(ComparisonOptions.defaults());

        ComparisonOptions chosen = parse("--server", "liberty,tomcat", "--schedule", "sequential", "--precision", "2.5",
                "--max-rounds", "20", "--seed", "7", "--fail-on-slower").comparison();
        assertThat(chosen).isEqualTo(new ComparisonOptions(ComparisonOptions.Schedule.SEQUENTIAL, 2.5, 20, 7L, true));
        assertThat(parse("--server", "a,b", "--schedule", "duet").comparison().schedule())
                .isEqualTo(ComparisonOptions.Schedule.DUET);
        assertThat(parse("--server", "a,b", "--schedule", "alternating").comparison().schedule())
                .isEqualTo(ComparisonOptions.Schedule.ALTERNATING);
    }

    @Test
    void impossibleRoundSettingsAreUsageErrors() {
        assertThatThrownBy(() -> parse("--server", "a,b", "--schedule", "interleaved"))
                .isInstanceOf(UsageException.class).hasMessageContaining("auto, duet, alternating or sequential");
        assertThatThrownBy(() -> parse("--server", "a,b", "--precision", "0")).isInstanceOf(UsageException.class);
        assertThatThrownBy(() -> parse("--server", "a,b", "--max-rounds", "1")).isInstanceOf(UsageException.class);
        assertThatThrownBy(() -> parse("--url", "http://h:9080/daytrader", "--schedule", "duet"))
                .isInstanceOf(UsageException.class).hasMessageContaining("--url");
    }

    @Test
    void choosingAWorkloadRunsOnlyThat() {
        BenchOptions options = parse("--url", "http://h:9080/daytrader/", "--primitives", "web,PingJDBCRead",
                "--threads=32,1,8", "--size", "1024,64", "--think-time", "100", "--admin-password", "pw");

        assertThat(options.url()).isEqualTo("http://h:9080/daytrader");
        assertThat(options.external()).isTrue();
        assertThat(options.primitives()).containsExactly("web", "PingJDBCRead");
        assertThat(options.scenario()).isFalse();
        assertThat(options.userWorkload()).isFalse();
        assertThat(options.threads()).containsExactly(1, 8, 32);
        assertThat(options.sizes()).containsExactly(64, 1024);
        assertThat(options.thinkTimeMs()).isEqualTo(100);
        assertThat(options.adminPassword()).isEqualTo("pw");
    }

    @Test
    void eachTargetMayHaveItsOwnJvmOptionsSoTwoSettingsOfOneServerInterleave() {
        BenchOptions options = parse("--server", "liberty,liberty", "--jvm-opts", "", "--jvm-opts",
                "-Ddaytrader.primIterations=4");

        assertThat(options.jvmOptionsOf(0)).isEmpty();
        assertThat(options.jvmOptionsOf(1)).isEqualTo("-Ddaytrader.primIterations=4");
        assertThat(parse("--server", "liberty").jvmOptionsOf(0)).isNull();
        assertThatThrownBy(() -> parse("--server", "liberty,tomee,liberty", "--jvm-opts", "-Da", "--jvm-opts", "-Db"))
                .hasMessageContaining("once per target");
    }

    @Test
    void eachTargetMayHaveItsOwnJdkAndConnectorSoTheyAreComparedInOneSweep(@TempDir Path root) throws IOException {
        Path jdk17 = FakeJdk.of(root.resolve("openjdk-17"), "17.0.15");
        Path jdk25 = FakeJdk.of(root.resolve("temurin-25"), "25.0.3");

        BenchOptions options = parse("--server", "tomcat,tomcat", "--jdk", jdk17.toString(), "--jdk", jdk25.toString(),
                "--connector", "threads=platform", "--connector", "threads=virtual");

        assertThat(options.jdkOf(0)).isEqualTo(jdk17.toString());
        assertThat(options.jdkOf(1)).isEqualTo(jdk25.toString());
        assertThat(options.connectorOf(0).virtualThreads()).isFalse();
        assertThat(options.connectorOf(1).virtualThreads()).isTrue();
        assertThatThrownBy(() -> parse("--server", "tomcat,tomcat,tomcat", "--jdk", jdk17.toString(), "--jdk",
                jdk25.toString())).isInstanceOf(UsageException.class).hasMessageContaining("--jdk is given once");
        assertThatThrownBy(() -> parse("--server", "tomcat", "--jdk", root.resolve("temurin-21").toString()))
                .isInstanceOf(UsageException.class).hasMessageContaining("--jdk " + root.resolve("temurin-21")
                        + ": there is no JDK there");
        assertThatThrownBy(() -> parse("--server", "tomcat,tomcat", "--jdk", jdk17.toString(), "--connector",
                "threads=virtual")).isInstanceOf(UsageException.class).hasMessageContaining("needs JDK 21");
    }

    @Test
    void theServerAxesAndTheProtocolAreOptions() {
        String jdk = System.getProperty("java.home");
        BenchOptions options = parse("--server", "liberty,liberty:25.0.0.12", "--jdk", jdk,
                "--jvm-opts", "-Xmx2g -XX:+UseZGC", "--db", "postgresql", "--db-url", "jdbc:postgresql://db/x",
                "--jpa", "server", "--connector", "io=nio2,threads=50", "--profile-server", "--forks", "3",
                "--rate", "2000,1000",
                "--engines", "127.0.0.2,127.0.0.3", "--port", "23080", "--https-port", "23443", "--port-base", "23100");

        assertThat(options.servers()).containsExactly("liberty", "liberty:25.0.0.12");
        assertThat(options.jdkOf(0)).isEqualTo(jdk);
        assertThat(options.jdkOf(1)).as("one --jdk is every target's").isEqualTo(jdk);
        assertThat(options.jvmOptionsOf(0)).isEqualTo("-Xmx2g -XX:+UseZGC");
        assertThat(options.jvmOptionsOf(1)).as("one --jvm-opts is every target's").isEqualTo("-Xmx2g -XX:+UseZGC");
        assertThat(options.db()).isEqualTo("postgresql");
        assertThat(options.dbUrl()).isEqualTo("jdbc:postgresql://db/x");
        assertThat(options.jpa()).isEqualTo(JpaProvider.SERVER);
        assertThat(options.connectorOf(1)).isEqualTo(new Connector(50, null, null, "nio2"));
        assertThat(options.profileServer()).isTrue();
        assertThat(options.forks()).isEqualTo(3);
        assertThat(options.rates()).containsExactly(1000, 2000);
        assertThat(options.engines()).containsExactly("127.0.0.2", "127.0.0.3");
        assertThat(options.portBase()).isEqualTo(23100);
    }

    @Test
    void theAdminPasswordComesFromTheEnvironmentUnlessGiven() {
        assertThat(BenchCommand.parse("env", "--url", "http://h/daytrader").adminPassword()).isEqualTo("env");
        assertThat(BenchCommand.parse("env", "--url", "http://h/daytrader", "--admin-password", "mine")
                .adminPassword()).isEqualTo("mine");
    }

    @Test
    void badCommandLinesSayWhatIsWrong() {
        assertThatThrownBy(() -> parse("--threads", "0", "--default-server", "liberty")).hasMessageContaining("--threads");
        assertThatThrownBy(() -> parse("--profile", "slow", "--default-server", "liberty")).hasMessageContaining("quick or full");
        assertThatThrownBy(() -> parse("--workload", "other", "--default-server", "liberty")).hasMessageContaining("daytrader");
        assertThatThrownBy(() -> parse("--url", "http://h/d", "--server", "liberty")).hasMessageContaining("exclude");
        assertThatThrownBy(() -> parse("--db", "oracle", "--default-server", "liberty")).hasMessageContaining("--db");
        assertThatThrownBy(() -> parse("--jpa", "hibernate", "--default-server", "liberty")).hasMessageContaining("--jpa");
        assertThatThrownBy(() -> parse("--connector", "threads=-3", "--default-server", "liberty"))
                .isInstanceOf(UsageException.class).hasMessageContaining("--connector: threads");
        assertThatThrownBy(() -> parse("--url", "http://h/d", "--connector", "io=nio2"))
                .isInstanceOf(UsageException.class).hasMessageContaining("--url keeps its own");
        assertThatThrownBy(() -> parse("--bogus", "1")).isInstanceOf(ParameterException.class).hasMessageContaining("--bogus");
        assertThatThrownBy(() -> parse("--port", "70000", "--default-server", "liberty")).hasMessageContaining("port");
        assertThatThrownBy(() -> parse("--port", "23080", "--port-base", "23070", "--default-server", "liberty"))
                .hasMessageContaining("overlap");
        assertThatThrownBy(() -> parse()).hasMessageContaining("--server");
        assertThatThrownBy(() -> parse("--threads")).isInstanceOf(ParameterException.class);
    }

    @Test
    void theChatWorkloadDefaultsToVolanoMarksTenRoomsOfTwentyAndRunsAlone() {
        BenchOptions options = parse("--default-server", "liberty", "--workload", "chat");

        assertThat(options.chat()).isEqualTo(new ChatPlan(10, List.of(20), 20.0, 100));
        assertThat(options.primitives()).isEmpty();
        assertThat(options.scenario()).isFalse();
        assertThat(options.userWorkload()).isFalse();
    }

    @Test
    void severalRoomSizesMakeTheConnectionRampAndBadChatShapesAreRefused() {
        BenchOptions options = parse("--default-server", "liberty", "--workload", "chat", "--rooms", "2",
                "--room-size", "40,5,10", "--message-rate", "2.5", "--message-size", "64");

        assertThat(options.chat()).isEqualTo(new ChatPlan(2, List.of(5, 10, 40), 2.5, 64));
        assertThat(parse("--default-server", "liberty", "--workload", "chat", "--message-rate", "max").chat()
                .messageRate()).as("max: the closed loop").isNull();
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--workload", "chat", "--message-rate", "fast"))
                .isInstanceOf(UsageException.class).hasMessageContaining("or max");
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--workload", "chat", "--message-rate", "0"))
                .isInstanceOf(UsageException.class);
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--workload", "chat", "--room-size", "1"))
                .isInstanceOf(UsageException.class);
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--workload", "chat", "--message-size", "8"))
                .isInstanceOf(UsageException.class);
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--workload", "voip"))
                .isInstanceOf(UsageException.class);
    }

    @Test
    void clientsAreTheUsersAxisWithThinkTimeAndExcludeThreads() {
        BenchOptions options = parse("--default-server", "liberty", "--scenario", "--clients", "500,50,2000",
                "--think-time", "50", "--think-spread", "25");

        assertThat(options.threads()).containsExactly(50, 500, 2000);
        assertThat(options.clients()).isTrue();
        assertThat(options.thinkTimeMs()).isEqualTo(50);
        assertThat(options.thinkSpreadMs()).isEqualTo(25);
        assertThat(parse("--default-server", "liberty", "--threads", "4").clients()).isFalse();
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--clients", "50"))
                .hasMessageContaining("--think-time");
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--clients", "50", "--threads", "4",
                "--think-time", "50")).hasMessageContaining("exclude");
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--think-time", "10", "--think-spread", "20"))
                .hasMessageContaining("--think-spread");
    }

    @Test
    void theFacesShareIsAPercentOfTheUserWorkloadsSessionsAndNoneByDefault() {
        assertThat(parse("--default-server", "liberty").facesSharePercent()).isZero();
        assertThat(parse("--default-server", "liberty", "--workload", "daytrader", "--faces-share", "10")
                .facesSharePercent()).isEqualTo(10);
        assertThat(parse("--default-server", "liberty", "--faces-share", "100").facesSharePercent())
                .as("the default selection runs the user workload").isEqualTo(100);
        assertThat(parse("--default-server", "liberty", "--workload", "daytrader", "--faces-share", "0")
                .facesSharePercent()).isZero();

        for (String outside : List.of("-1", "101", "250")) {
            assertThatThrownBy(() -> parse("--default-server", "liberty", "--workload", "daytrader", "--faces-share",
                    outside)).isInstanceOf(UsageException.class).hasMessageContaining("--faces-share")
                    .hasMessageContaining("0 to 100").hasMessageContaining(outside);
        }
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--scenario", "--faces-share", "10"))
                .isInstanceOf(UsageException.class).hasMessageContaining("--workload daytrader");
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--workload", "daytrader", "--faces-share",
                "ten")).isInstanceOf(ParameterException.class).hasMessageContaining("--faces-share");
    }

    @Test
    void runtimeModesAreNamesEachGivenOnce() {
        assertThat(parse("--default-server", "liberty", "--runtime-modes", "EJB3, DIRECT").runtimeModes())
                .containsExactly("EJB3", "DIRECT");
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--runtime-modes", "EJB3,direct,DIRECT"))
                .isInstanceOf(UsageException.class).hasMessage("--runtime-modes names DIRECT twice");
        assertThatThrownBy(() -> parse("--default-server", "liberty", "--runtime-modes", "EJB3,,DIRECT"))
                .isInstanceOf(UsageException.class).hasMessageContaining("an empty name");
    }
}
