package io.daytrader.bench.server;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ServerJvmInfoTest {

    @Test
    void theServerJvmIsReadFromJcmdsAnswers() {
        String properties = "#Mon\njava.runtime.version=17.0.15+6-Debian-1deb12u1\njava.vm.vendor=Debian\n";
        String commandLine = "VM Arguments:\njvm_args: -Xms1g -Xmx1g -XX:+UseG1GC\njava_command: x\n";
        String flags = "-XX:CICompilerCount=2 -XX:+UseG1GC -XX:MaxHeapSize=1073741824\n";

        assertThat(ServerJvmInfo.property(properties, "java.runtime.version")).isEqualTo("17.0.15+6-Debian-1deb12u1");
        assertThat(ServerJvmInfo.property(properties, "java.vm.vendor")).isEqualTo("Debian");
        assertThat(ServerJvmInfo.jvmArgs(commandLine)).isEqualTo("-Xms1g -Xmx1g -XX:+UseG1GC");
        assertThat(ServerJvmInfo.collector(flags)).isEqualTo("G1");
        assertThat(ServerJvmInfo.collector("-XX:+UseParallelGC")).isEqualTo("Parallel");
    }
}
