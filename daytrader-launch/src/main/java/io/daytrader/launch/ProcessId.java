package io.daytrader.launch;

import java.time.Instant;
import java.util.Optional;

/**
 * A process as a later command finds it again: its pid and its start time (null where the system does not tell), so
 * that another process that got the same pid is not taken for it.
 */
public record ProcessId(long pid, Instant start) {

    public static ProcessId of(ProcessHandle process) {
        return new ProcessId(process.pid(), process.info().startInstant().orElse(null));
    }

    /** The process, while it runs. */
    public Optional<ProcessHandle> running() {
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                .filter(process -> start == null || process.info().startInstant().map(start::equals).orElse(true));
    }
}
