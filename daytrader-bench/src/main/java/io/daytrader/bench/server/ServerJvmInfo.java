package io.daytrader.bench.server;

import io.daytrader.bench.probe.ProbeReading;
import io.daytrader.bench.results.ServerJvm;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server's JVM as it runs, asked with jcmd: the version and vendor ({@code VM.system_properties}), the flags it
 * was given or chose ({@code VM.command_line}'s "jvm_args" and {@code VM.flags}), and its garbage collector; or,
 * for a server on another machine, as its probe describes it.
 */
public final class ServerJvmInfo {

    private static final List<String> COLLECTORS = List.of("UseSerialGC", "UseParallelGC", "UseG1GC", "UseZGC",
            "UseShenandoahGC", "UseEpsilonGC");

    private ServerJvmInfo() {
    }

    public static ServerJvm of(long pid) {
        String properties = Jcmd.run(pid, "VM.system_properties");
        String commandLine = Jcmd.run(pid, "VM.command_line");
        String flags = Jcmd.run(pid, "VM.flags");
        if (properties == null && flags == null) {
            return null;
        }
        return new ServerJvm(property(properties, "java.runtime.version"), property(properties, "java.vm.vendor"),
                jvmArgs(commandLine), collector(flags));
    }

    /** The JVM as its probe describes it (a server on another machine): its collectors by their MXBean names. */
    public static ServerJvm of(ProbeReading probed) {
        ProbeReading.Jvm jvm = probed.jvm();
        return new ServerJvm(jvm.version(), jvm.vendor(), jvm.flags(), String.join(", ", jvm.collectors()));
    }

    static String property(String properties, String name) {
        if (properties == null) {
            return null;
        }
        Matcher matcher = Pattern.compile("(?m)^" + Pattern.quote(name) + "=(.*)$").matcher(properties);
        return matcher.find() ? matcher.group(1).trim().replace("\\:", ":") : null;
    }

    static String jvmArgs(String commandLine) {
        if (commandLine == null) {
            return null;
        }
        Matcher matcher = Pattern.compile("(?m)^jvm_args: (.*)$").matcher(commandLine);
        return matcher.find() ? matcher.group(1).trim() : "";
    }

    static String collector(String flags) {
        if (flags == null) {
            return null;
        }
        for (String collector : COLLECTORS) {
            if (flags.contains("-XX:+" + collector)) {
                return collector.substring(3, collector.length() - 2);
            }
        }
        return null;
    }
}
