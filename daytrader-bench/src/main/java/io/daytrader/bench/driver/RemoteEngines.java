package io.daytrader.bench.driver;

import io.daytrader.launch.CpuPinning;
import io.daytrader.launch.ServerProbe;

import io.daytrader.launch.net.Listener;
import io.daytrader.launch.process.ChildProcesses;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * JMeter's distributed mode: the remote engines (jmeter-server) a driver run sends its plan to. An address of this
 * machine given without a port (e.g. 127.0.0.2) is an engine the bench starts itself, on free ports, pinned to the
 * driver's CPUs, and stops at the end; {@code HOST:PORT} is an engine the user runs (started with
 * {@code jmeter-server} of the same JMeter version and {@code server.rmi.ssl.disable=true}). RMI over SSL is off:
 * the engines are meant for a private benchmark network. Without SSL, jmeter-server listens on every address of the
 * machine whatever its host name, so an engine's ports are chosen free on all of them and apart from the server's.
 * Each engine may have a probe (daytrader-probe in its JVM) that tells its CPU: the engines the bench starts get one,
 * the user's are given in order ({@code --engine-probes}).
 */
public final class RemoteEngines implements AutoCloseable {

    private static final long START_TIMEOUT_MILLIS = 90_000;

    private final List<String> hostPorts;
    private final List<Process> started;
    private final Map<String, String> probes;

    private RemoteEngines(List<String> hostPorts, List<Process> started, Map<String, String> probes) {
        this.hostPorts = hostPorts;
        this.started = started;
        this.probes = probes;
    }

    public static RemoteEngines none() {
        return new RemoteEngines(List.of(), List.of(), Map.of());
    }

    /** Engines the user runs (HOST:PORT), none started here. */
    static RemoteEngines remote(List<String> hostPorts) {
        return new RemoteEngines(List.copyOf(hostPorts), List.of(), Map.of());
    }

    /**
     * Starts the engines of {@code specs} that are addresses of this machine, each with a probe from
     * {@code probeJar}; {@code userProbes} are the probes of the others (HOST:PORT), in order, or empty.
     */
    public static RemoteEngines start(List<String> specs, List<String> userProbes, JMeterHome home,
                                      List<String> jvmOptions, Path probeJar, String driverCpus, Path logDir,
                                      Set<Integer> serverPorts) {
        List<String> hostPorts = new ArrayList<>();
        List<Process> started = new ArrayList<>();
        Map<String, String> probes = new LinkedHashMap<>();
        Set<Integer> taken = new HashSet<>(serverPorts);
        Iterator<String> userProbe = userProbes.iterator();
        try {
            for (String spec : specs) {
                if (spec.contains(":")) {
                    hostPorts.add(spec);
                    if (userProbe.hasNext()) {
                        probes.put(spec, userProbe.next());
                    }
                    continue;
                }
                if (!isLocal(spec)) {
                    throw new IllegalArgumentException("--engines " + spec + ": not an address of this machine; give"
                            + " HOST:PORT of a jmeter-server you started there");
                }
                int registryPort = freePort(taken);
                int objectPort = freePort(taken);
                int probePort = freePort(taken);
                List<String> options = new ArrayList<>(jvmOptions);
                options.add(ServerProbe.agentOption(probeJar, probePort) + ",host=" + spec);
                started.add(launch(spec, registryPort, objectPort, home, options, driverCpus, logDir));
                hostPorts.add(spec + ":" + registryPort);
                probes.put(spec + ":" + registryPort, spec + ":" + probePort);
            }
            for (String hostPort : hostPorts) {
                awaitListening(hostPort);
            }
        } catch (RuntimeException e) {
            new RemoteEngines(hostPorts, started, probes).close();
            throw e;
        }
        return new RemoteEngines(List.copyOf(hostPorts), List.copyOf(started), Map.copyOf(probes));
    }

    private static Process launch(String address, int registryPort, int objectPort, JMeterHome home,
                                  List<String> jvmOptions, String driverCpus, Path logDir) {
        List<String> command = new ArrayList<>(CpuPinning.prefix(driverCpus));
        command.add(JMeterDriver.java());
        command.addAll(jvmOptions);
        command.add("-Djava.rmi.server.hostname=" + address);
        command.addAll(List.of("-jar", home.launcher().toString(), "-s", "-Jserver_port=" + registryPort,
                "-Jserver.rmi.localport=" + objectPort, "-Jserver.rmi.ssl.disable=true",
                "-Jsampleresult.timestamp.start=true", "-Jjmeterengine.nongui.port=0",
                "-j", logDir.resolve("engine-" + address + ".log").toString()));
        try {
            Files.createDirectories(logDir);
            return ChildProcesses.track(new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(logDir.resolve("engine-" + address + ".out").toFile()).start());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a JMeter engine on " + address + ": " + e.getMessage(), e);
        }
    }

    static boolean isLocal(String host) {
        try {
            InetAddress address = InetAddress.getByName(host);
            return address.isLoopbackAddress() || NetworkInterface.getByInetAddress(address) != null;
        } catch (IOException e) {
            return false;
        }
    }

    /** A port free on every address that is not in {@code taken}; it is added to {@code taken}. */
    private static int freePort(Set<Integer> taken) {
        while (true) {
            try (ServerSocket socket = new ServerSocket(0)) {
                if (taken.add(socket.getLocalPort())) {
                    return socket.getLocalPort();
                }
            } catch (IOException e) {
                throw new UncheckedIOException("no free port for a JMeter engine: " + e.getMessage(), e);
            }
        }
    }

    private static void awaitListening(String hostPort) {
        String host = hostPort.substring(0, hostPort.lastIndexOf(':'));
        int port = Integer.parseInt(hostPort.substring(hostPort.lastIndexOf(':') + 1));
        long deadline = System.currentTimeMillis() + START_TIMEOUT_MILLIS;
        while (System.currentTimeMillis() < deadline) {
            if (Listener.listens(host, port, 1000)) {
                return;
            }
            sleep();
        }
        throw new IllegalStateException("the JMeter engine " + hostPort + " does not listen");
    }

    private static void sleep() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    public boolean isEmpty() {
        return hostPorts.isEmpty();
    }

    /** The engines as JMeter's -R wants them. */
    public List<String> hostPorts() {
        return hostPorts;
    }

    /** The probes of the engines that have one: HOST:PORT of the probe by the engine's HOST:PORT. */
    public Map<String, String> probes() {
        return probes;
    }

    /** The engines this bench started (their CPU counts as the driver's). */
    public List<Long> pids() {
        return started.stream().filter(Process::isAlive).map(Process::pid).toList();
    }

    @Override
    public void close() {
        ChildProcesses.stop(started);
    }
}
