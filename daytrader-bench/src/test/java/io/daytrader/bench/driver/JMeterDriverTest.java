package io.daytrader.bench.driver;

import io.daytrader.bench.plan.Workload;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class JMeterDriverTest {

    @Test
    void jmeterRunsPinnedInNonGuiModeWithThePlansProperties() {
        JMeterDriver driver = new JMeterDriver(Path.of("/jm"), Path.of("/plans"), "1");
        Workload workload = new Workload("PingServlet", "web", "primitive", "/daytrader/servlet/PingServlet",
                "primitive.jmx", Map.of("PATH", "/daytrader/servlet/PingServlet"), 8, null);

        List<String> command = driver.command(workload, "http", "127.0.0.1", 9080, 20, 0, Path.of("/out/a.jtl"),
                Path.of("/out/a.log"));

        assertThat(command.subList(0, 3)).containsExactly("taskset", "-c", "1");
        assertThat(command).containsSubsequence("-jar", "/jm/bin/ApacheJMeter.jar", "-n", "-t", "/plans/primitive.jmx",
                "-l", "/out/a.jtl");
        assertThat(command).contains("-JTHREADS=8", "-JDURATION=20", "-JPORT=9080", "-JTHINK=0",
                "-JPATH=/daytrader/servlet/PingServlet", "-Jsampleresult.timestamp.start=true");
    }
}
