package io.daytrader.bench.server;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

class FlightRecorderTest {

    @Test
    void aRecordingKeepsStacksDeeperThanTheJdksDefaultOf64Frames(@TempDir Path dir) throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        Process jvm = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), DeepStacks.class.getName())
                .redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8));
            assertThat(out.readLine()).isEqualTo("ready");

            FlightRecorder.keepWholeStacks(jvm.pid());
            FlightRecorder recorder = FlightRecorder.start(jvm.pid(), "deep");
            assertThat(recorder).isNotNull();
            Thread.sleep(3_000);
            Path recording = recorder.stop(dir.resolve("deep.jfr"));

            assertThat(recording).isNotNull();
            List<RecordedEvent> samples = RecordingFile.readAllEvents(recording).stream()
                    .filter(event -> event.getEventType().getName().equals("jdk.ExecutionSample")).toList();
            assertThat(samples).isNotEmpty()
                    .allSatisfy(sample -> assertThat(sample.getStackTrace().isTruncated()).isFalse())
                    .anySatisfy(sample -> assertThat(sample.getStackTrace().getFrames())
                            .hasSizeGreaterThan(DeepStacks.DEPTH));
        } finally {
            jvm.destroyForcibly().waitFor();
        }
    }
}
