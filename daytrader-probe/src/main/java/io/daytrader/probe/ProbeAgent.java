package io.daytrader.probe;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.instrument.Instrumentation;
import java.lang.management.ManagementFactory;

/**
 * The agent's entry: {@code -javaagent:daytrader-probe.jar=port=N[,host=ADDRESS]} listens on ADDRESS:N (default
 * every address) and answers {@code GET /} with a {@link JvmReading}. Counting GC pauses starts here, so the probe
 * sees every pause of the JVM's life.
 */
public final class ProbeAgent {

    private ProbeAgent() {
    }

    public static void premain(String arguments, Instrumentation instrumentation) {
        AgentArguments args = AgentArguments.parse(arguments);
        GcPauses gc = GcPauses.listenTo(ManagementFactory.getGarbageCollectorMXBeans(),
                ManagementFactory.getMemoryPoolMXBeans());
        JvmReading reading = new JvmReading(gc);
        try {
            ProbeServer.start(args.host(), args.port(), reading::json);
        } catch (IOException e) {
            throw new UncheckedIOException("daytrader-probe cannot listen on " + args.host() + ":" + args.port(), e);
        }
    }
}
