package io.daytrader.bench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ProgressTest {

    @Test
    void aQuietStepIsSaidAgainOnceTheQuietSpellIsOver() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        long started = System.nanoTime();
        try (Progress progress = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), 90,
                Duration.ofMillis(400))) {
            progress.say("warm-up");
            Thread.sleep(1_000);
        }
        long elapsedMillis = Duration.ofNanos(System.nanoTime() - started).toMillis();
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertTrue(lines[0].endsWith("] warm-up"), lines[0]);
        assertTrue(lines[0].contains("about 1m30s left"), lines[0]);
        long repeats = Arrays.stream(lines).filter(line -> line.endsWith("] still: warm-up")).count();
        assertTrue(repeats >= 2 && repeats <= elapsedMillis / 400, repeats + " repeats in " + elapsedMillis + " ms");
    }

    @Test
    void theEstimateGrowsAndShrinksWithThePlan() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Progress progress = new Progress(new PrintStream(bytes, true, StandardCharsets.UTF_8), 60)) {
            progress.addEstimate(60);
            progress.done(30);
            progress.say("row");
        }
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("about 1m30s left] row"));
        assertEquals("1h01m", Progress.format(3_660));
    }
}
