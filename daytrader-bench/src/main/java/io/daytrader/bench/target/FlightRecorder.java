package io.daytrader.bench.target;

import java.nio.file.Path;

/**
 * A Java Flight Recorder recording of the server's JVM over one driver run ({@code --profile-server}): started
 * with {@code jcmd PID JFR.start} (the JDK's "profile" settings), dumped next to the run's samples and stopped.
 */
public final class FlightRecorder {

    private final long pid;
    private final String name;

    private FlightRecorder(long pid, String name) {
        this.pid = pid;
        this.name = name;
    }

    /** Starts a recording, or returns null when the JVM cannot be asked. */
    public static FlightRecorder start(long pid, String name) {
        String output = Jcmd.run(pid, "JFR.start", "name=" + name, "settings=profile");
        return output == null ? null : new FlightRecorder(pid, name);
    }

    /** Writes the recording to {@code file} and stops it; the file, or null when the JVM did not write it. */
    public Path stop(Path file) {
        String dumped = Jcmd.run(pid, "JFR.dump", "name=" + name, "filename=" + file.toAbsolutePath());
        Jcmd.run(pid, "JFR.stop", "name=" + name);
        return dumped == null ? null : file;
    }
}
