package io.daytrader.jmeter;

import java.nio.file.Path;
import java.util.Map;

/**
 * The words the lab and the resident engine say to each other, one line each: the lab writes
 * {@code run<TAB>PLAN<TAB>JTL<TAB>DASHBOARD-DIR or -<TAB>NAME=VALUE...}, {@code stop}, or
 * {@code set<TAB>NAME=VALUE...} (properties the running test reads from its threads' next iteration on, e.g. another
 * PORT: the load moves to another server without stopping); the engine says
 * {@code started} when a run's test has started (the lab's deadline for the run counts from then) and answers every
 * run with {@code ended<TAB>ok} or {@code ended<TAB>failed<TAB>WHY}. Both sides use this class, so neither spells a
 * word the other does not know.
 */
public final class EngineProtocol {

    public static final String RUN = "run";
    public static final String STOP = "stop";
    public static final String SET = "set";
    /** The engine's line when the test of the run asked has started (before its {@code ended} answer). */
    public static final String STARTED = "started";
    static final String NO_DASHBOARD = "-";
    private static final String ENDED = "ended\t";
    private static final String OK = "ok";
    private static final String FAILED = "failed\t";

    private EngineProtocol() {
    }

    /** The line that asks for a run of {@code plan} writing {@code jtl} (and a dashboard unless null). */
    public static String runLine(Path plan, Path jtl, Path dashboard, Map<String, String> properties) {
        StringBuilder line = new StringBuilder(RUN).append('\t').append(plan).append('\t').append(jtl).append('\t')
                .append(dashboard == null ? NO_DASHBOARD : dashboard.toString());
        properties.forEach((name, value) -> line.append('\t').append(name).append('=').append(value));
        return line.toString();
    }

    /** The line that sets {@code properties} for the running test. */
    public static String setLine(Map<String, String> properties) {
        StringBuilder line = new StringBuilder(SET);
        properties.forEach((name, value) -> line.append('\t').append(name).append('=').append(value));
        return line.toString();
    }

    static String okLine() {
        return ENDED + OK;
    }

    static String failedLine(String why) {
        return ENDED + FAILED + why.replace('\n', ' ').replace('\t', ' ');
    }

    /** Whether {@code line} is the engine's answer to a run. */
    public static boolean isAnswer(String line) {
        return line.startsWith(ENDED);
    }

    /** An answer's outcome: "" when the run ended well, else why it failed. */
    public static String outcome(String answer) {
        String outcome = answer.substring(ENDED.length());
        return outcome.equals(OK) ? "" : outcome.startsWith(FAILED) ? outcome.substring(FAILED.length()) : outcome;
    }
}
