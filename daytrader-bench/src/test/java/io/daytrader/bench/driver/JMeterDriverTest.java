package io.daytrader.bench.driver;

import io.daytrader.bench.plan.Workload;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JMeterDriverTest {

    private final Workload workload = new Workload("PingServlet", "web", "primitive", "/daytrader/servlet/PingServlet",
            "primitive.jmx", Map.of("PATH", "/daytrader/servlet/PingServlet"), 8, null, null, false);
    private final JMeterDriver.Target target = new JMeterDriver.Target("http", "127.0.0.1", 9080);

    @Test
    void thePlanGetsWhereToSendHowManyThreadsHowLongAndTheWorkloadsOwnProperties() {
        JMeterDriver driver = new JMeterDriver(new JMeterHome(Path.of("/jm")), Path.of("/plans"), "1",
                JMeterDriver.DEFAULT_JVM_OPTIONS, RemoteEngines.none(), false);

        Map<String, String> properties = driver.planProperties(workload, target, 20, ThinkTime.NONE, 1);

        assertThat(properties).containsEntry("THREADS", "8").containsEntry("DURATION", "20")
                .containsEntry("PORT", "9080").containsEntry("THINK", "0")
                .containsEntry("PATH", "/daytrader/servlet/PingServlet").doesNotContainKey("RATE");
        assertThat(driver.processProperties(false)).containsEntry("sampleresult.timestamp.start", "true")
                .containsEntry("jmeter.save.saveservice.latency", "false")
                .containsEntry("jmeter.save.saveservice.thread_name", "false");
    }

    @Test
    void withRemoteEnginesThePlanAndItsPropertiesGoToThem() {
        JMeterDriver driver = new JMeterDriver(new JMeterHome(Path.of("/jm")), Path.of("/plans"), null,
                JMeterDriver.DEFAULT_JVM_OPTIONS, RemoteEngines.none(), false);

        List<String> command = driver.command(workload, target, 20, ThinkTime.NONE, Path.of("/out/a.jtl"),
                Path.of("/out/a.log"), 4711, RemoteEngines.remote(List.of("10.0.0.5:1099", "10.0.0.6:1099")));

        assertThat(command.get(0)).endsWith("java");
        assertThat(command).containsSubsequence("-Xms1g", "-Xmx1g", "-XX:+UseParallelGC", "-jar",
                "/jm/bin/ApacheJMeter.jar", "-n", "-t", "/plans/primitive.jmx", "-l", "/out/a.jtl");
        assertThat(command).contains("-Jjmeterengine.nongui.port=4711", "-Jjmeter.save.saveservice.latency=false",
                "-R10.0.0.5:1099,10.0.0.6:1099", "-GTHREADS=4",
                "-GPATH=/daytrader/servlet/PingServlet", "-Gsampleresult.timestamp.start=true",
                "-Jserver.rmi.ssl.disable=true", "-Jjmeter.save.saveservice.thread_name=true");
    }

    @Test
    void theDashboardGetsTheColumnsItNeedsOnlyWhenAskedFor() {
        JMeterDriver driver = new JMeterDriver(new JMeterHome(Path.of("/jm")), Path.of("/plans"), null,
                JMeterDriver.DEFAULT_JVM_OPTIONS, RemoteEngines.none(), true);

        assertThat(driver.processProperties(false)).containsEntry("jmeter.save.saveservice.bytes", "true")
                .containsEntry("jmeter.save.saveservice.latency", "true")
                .containsEntry("jmeter.save.saveservice.thread_name", "true");
        assertThat(driver.command(workload, target, 20, ThinkTime.NONE, Path.of("/out/a.jtl"), Path.of("/out/a.log"),
                4711, RemoteEngines.remote(List.of("10.0.0.5:1099")))).containsSubsequence("-e", "-o", "/out/a-dashboard");
    }

    @Test
    void aThinkTimeWithSpreadIsItsLeastAndARandomRange() {
        JMeterDriver driver = new JMeterDriver(new JMeterHome(Path.of("/jm")), Path.of("/plans"), null,
                JMeterDriver.DEFAULT_JVM_OPTIONS, RemoteEngines.none(), false);

        Map<String, String> properties = driver.planProperties(workload, target, 20, new ThinkTime(50, 20), 1);

        assertThat(properties).containsEntry("THINK", "30").containsEntry("THINK_SPREAD", "40");
        assertThatThrownBy(() -> new ThinkTime(50, 60)).isInstanceOf(IllegalArgumentException.class);
    }
}
