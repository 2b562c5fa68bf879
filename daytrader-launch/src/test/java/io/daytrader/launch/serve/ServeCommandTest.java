package io.daytrader.launch.serve;

import io.daytrader.launch.FakeKind;
import io.daytrader.launch.JpaProvider;
import io.daytrader.launch.ServerPorts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ServeCommandTest {

    @TempDir
    Path root;

    private ServeOptions parse(String... args) throws IOException {
        FakeKind.create(root, "exit 0");
        String[] all = new String[args.length + 4];
        System.arraycopy(new String[] {"--root", root.toString(), "--default-server", "fake"}, 0, all, 0, 4);
        System.arraycopy(args, 0, all, 4, args.length);
        return ServeCommand.parse(all);
    }

    @Test
    void aServerIsStartedWithTheLabsDefaults() throws IOException {
        ServeOptions options = parse();

        assertThat(options.server()).isEqualTo("fake");
        assertThat(options.version()).isEqualTo("default");
        assertThat(options.ports()).isEqualTo(new ServerPorts(9080, 9443, 10100));
        assertThat(options.database().kind()).isEqualTo("derby");
        assertThat(options.jpa()).isEqualTo(JpaProvider.BUNDLED);
        assertThat(options.application().negativeBalanceAllowed()).isFalse();
        assertThat(options.launchSettings(options.database()).jvmOptions())
                .containsExactly("-Xms1g", "-Xmx1g", "-XX:+UseG1GC");
        assertThat(options.launchSettings(options.database()).javaHome()).isEqualTo(System.getProperty("java.home"));
    }

    @Test
    void everyOptionOfTheOldServeStillWorksAndTheLabsOnesToo() throws IOException {
        ServeOptions options = parse("--server", "fake:2.0", "--port", "9180", "--https-port", "9543", "--port-base",
                "7376", "--users", "500", "--quotes", "200", "--db", "postgresql", "--db-url",
                "jdbc:postgresql://127.0.0.1:5432/test", "--db-user", "postgres", "--db-password", "",
                "--allow-negative-balance", "--jvm-opts", "-Xmx2g -Dx=1", "--jpa", "server", "--connector", "threads=50",
                "--admin-password", "secret");

        assertThat(options.version()).isEqualTo("2.0");
        assertThat(options.ports()).isEqualTo(new ServerPorts(9180, 9543, 7376));
        assertThat(options.database().url()).isEqualTo("jdbc:postgresql://127.0.0.1:5432/test");
        assertThat(options.database().password()).isEmpty();
        assertThat(options.application().negativeBalanceAllowed()).isTrue();
        assertThat(options.application().adminPassword()).isEqualTo("secret");
        assertThat(options.launchSettings(options.database()))
                .satisfies(settings -> {
                    assertThat(settings.users()).isEqualTo(500);
                    assertThat(settings.quotes()).isEqualTo(200);
                    assertThat(settings.jvmOptions()).containsExactly("-XX:+UseG1GC", "-Xmx2g", "-Dx=1");
                    assertThat(settings.jpa()).isEqualTo(JpaProvider.SERVER);
                    assertThat(settings.connector().threads()).isEqualTo(50);
                    assertThat(settings.serverCpus()).isNull();
                });
    }

    @Test
    void badCommandLinesAreRefusedWithTheReason() throws IOException {
        assertThatThrownBy(() -> parse("--server", "nope")).hasMessageContaining("no server kind 'nope'");
        assertThatThrownBy(() -> parse("--port", "9080", "--port-base", "9070")).hasMessageContaining("overlap");
        assertThatThrownBy(() -> parse("--users", "0")).hasMessageContaining("--users");
        assertThatThrownBy(() -> parse("--jpa", "hibernate")).hasMessageContaining("--jpa");
        assertThatThrownBy(() -> parse("--db", "derby-network")).hasMessageContaining("--db-url");
        assertThatThrownBy(() -> parse("--db-user", "me")).hasMessageContaining("--db-url");
        assertThatThrownBy(() -> parse("--jdk", root.toString())).hasMessageContaining("no bin/java");
        assertThatThrownBy(() -> ServeCommand.parse("--root", root.toString())).hasMessageContaining("--server");
    }
}
