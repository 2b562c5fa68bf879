package io.daytrader.launch.process;

import java.util.Collection;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The processes the bench started and has not stopped yet (the server under test, JMeter). When the bench ends
 * early (Ctrl-C, a failure), they are stopped too instead of being left running.
 */
public final class ChildProcesses {

    private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ChildProcesses::stopAll, "stop-child-processes"));
    }

    private ChildProcesses() {
    }

    public static Process track(Process process) {
        RUNNING.add(process);
        return process;
    }

    public static void untrack(Process process) {
        RUNNING.remove(process);
    }

    private static void stopAll() {
        stop(RUNNING);
    }

    /** SIGTERM to every process, then SIGKILL to each one still there 30 s later; they are no longer tracked. */
    public static void stop(Collection<Process> processes) {
        for (Process process : processes) {
            process.destroy();
        }
        for (Process process : processes) {
            try {
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
            untrack(process);
        }
    }
}
