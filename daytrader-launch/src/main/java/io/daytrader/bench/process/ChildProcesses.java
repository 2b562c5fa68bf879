package io.daytrader.bench.process;

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
        for (Process process : RUNNING) {
            process.destroy();
        }
        for (Process process : RUNNING) {
            try {
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
