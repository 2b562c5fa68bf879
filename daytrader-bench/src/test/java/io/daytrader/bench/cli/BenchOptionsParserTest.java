package io.daytrader.bench.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BenchOptionsParserTest {

    private static final Path ROOT = Path.of("/repo");

    private static BenchOptions parse(String... args) {
        return BenchOptionsParser.parse(ROOT, List.of(args), null);
    }

    @Test
    void withoutOptionsTheDefaultServerRunsEverything() {
        BenchOptions options = parse("--default-server", "liberty");

        assertThat(options.servers()).containsExactly("liberty");
        assertThat(options.primitives()).containsExactly("all");
        assertThat(options.scenario()).isTrue();
        assertThat(options.userWorkload()).isTrue();
        assertThat(options.profile()).isEqualTo("quick");
        assertThat(options.pin()).isEqualTo("auto");
        assertThat(options.jmeterHome()).isEqualTo(ROOT.resolve("jmeter-plans/target/jmeter"));
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
    void serversAreAList() {
        assertThat(parse("--server", "liberty,liberty:25.0.0.12").servers()).containsExactly("liberty", "liberty:25.0.0.12");
    }

    @Test
    void theAdminPasswordComesFromTheEnvironmentUnlessGiven() {
        assertThat(BenchOptionsParser.parse(ROOT, List.of("--url", "http://h/daytrader"), "env").adminPassword())
                .isEqualTo("env");
    }

    @Test
    void badCommandLinesSayWhatIsWrong() {
        assertThatThrownBy(() -> parse("--threads", "0", "--default-server", "liberty")).hasMessageContaining("--threads");
        assertThatThrownBy(() -> parse("--profile", "slow", "--default-server", "liberty")).hasMessageContaining("quick or full");
        assertThatThrownBy(() -> parse("--workload", "other", "--default-server", "liberty")).hasMessageContaining("daytrader");
        assertThatThrownBy(() -> parse("--url", "http://h/d", "--server", "liberty")).hasMessageContaining("exclude");
        assertThatThrownBy(() -> parse("--bogus", "1")).hasMessageContaining("unknown option");
        assertThatThrownBy(() -> parse("--port", "70000", "--default-server", "liberty")).hasMessageContaining("port");
        assertThatThrownBy(() -> parse()).hasMessageContaining("--server");
        assertThatThrownBy(() -> parse("--threads")).hasMessageContaining("needs a value");
    }
}
