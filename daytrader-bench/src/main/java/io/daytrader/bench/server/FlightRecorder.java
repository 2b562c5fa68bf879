package io.daytrader.bench.server;

import java.nio.file.Path;

/**
 * A Java Flight Recorder recording of the server's JVM over one driver run ({@code --profile-server}): started
 * with {@code jcmd PID JFR.start} (the JDK's "profile" settings), dumped next to the run's samples and stopped.
 * Stack traces keep up to {@link #STACK_DEPTH} frames: with the JDK's default of 64, 37-50 % of Liberty's samples
 * under an EJB+JPA primitive lose their outer frames (the servlet, the session bean), and a profile then
 * understates every layer above the innermost 64 frames.
 */
public final class FlightRecorder {

    /** The frames a stack trace keeps; Liberty's deepest under an EJB+JPA primitive were 107-136. */
    private static final int STACK_DEPTH = 1024;

    private final long pid;
    private final String name;

    private FlightRecorder(long pid, String name) {
        this.pid = pid;
        this.name = name;
    }

    /**
     * Sets the stack depth of the JVM's recordings. A JVM takes it only before its first recording and keeps it, so
     * once per launch, before the first {@link #start}.
     */
    public static void keepWholeStacks(long pid) {
        Jcmd.run(pid, "JFR.configure", "stackdepth=" + STACK_DEPTH);
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
