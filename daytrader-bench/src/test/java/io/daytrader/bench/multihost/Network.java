package io.daytrader.bench.multihost;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Hosts on one machine: a network namespace per host, each with an address of {@value #SUBNET}.0/24 on a veth link to
 * a bridge in a namespace of its own (a switch), so the hosts reach each other only over those links and nothing of
 * the machine's own network is touched. Needs root. {@link #close()} stops every process still running in the
 * hosts and deletes the namespaces, whatever state the build left them in.
 */
final class Network implements AutoCloseable {

    static final String SUBNET = "10.47.0";

    private final String prefix;
    private final Map<String, String> hosts = new LinkedHashMap<>();
    private final List<String> namespaces = new ArrayList<>();

    private Network(String prefix) {
        this.prefix = prefix;
    }

    /** A switch and the hosts {@code names}, numbered from .2 in order. */
    static Network of(List<String> names) throws IOException, InterruptedException {
        Network network = new Network("dt" + ProcessHandle.current().pid() + "-");
        try {
            String bridge = network.namespace("switch");
            ip("netns", "exec", bridge, "ip", "link", "add", "br0", "type", "bridge");
            ip("netns", "exec", bridge, "ip", "link", "set", "br0", "up");
            for (int i = 0; i < names.size(); i++) {
                String host = network.namespace(names.get(i));
                String address = SUBNET + "." + (i + 2);
                String hostEnd = "dh" + ProcessHandle.current().pid() % 100000 + "x" + i;
                String switchEnd = "ds" + ProcessHandle.current().pid() % 100000 + "x" + i;
                // made inside the two namespaces at once, so nothing is ever left in the machine's own
                ip("link", "add", hostEnd, "netns", host, "type", "veth", "peer", "name", switchEnd, "netns", bridge);
                ip("netns", "exec", bridge, "ip", "link", "set", switchEnd, "master", "br0");
                ip("netns", "exec", bridge, "ip", "link", "set", switchEnd, "up");
                ip("netns", "exec", host, "ip", "addr", "add", address + "/24", "dev", hostEnd);
                ip("netns", "exec", host, "ip", "link", "set", hostEnd, "up");
                network.hosts.put(names.get(i), address);
            }
        } catch (IOException | InterruptedException | RuntimeException e) {
            network.close();
            throw e;
        }
        return network;
    }

    private String namespace(String name) throws IOException, InterruptedException {
        String namespace = prefix + name;
        ip("netns", "add", namespace);
        namespaces.add(namespace);
        ip("netns", "exec", namespace, "ip", "link", "set", "lo", "up");
        return namespace;
    }

    String address(String host) {
        return hosts.get(host);
    }

    /** {@code command} run on {@code host}. */
    ProcessBuilder on(String host, List<String> command) {
        List<String> inNamespace = new ArrayList<>(List.of("ip", "netns", "exec", prefix + host));
        inNamespace.addAll(command);
        return new ProcessBuilder(inNamespace).redirectErrorStream(true);
    }

    /** Whether {@code url} answers 200 from {@code host}. */
    boolean answers(String host, String url) throws IOException, InterruptedException {
        Process curl = on(host, List.of("curl", "-sf", "-o", "/dev/null", "--max-time", "3", url)).start();
        return curl.waitFor(10, TimeUnit.SECONDS) && curl.exitValue() == 0;
    }

    static void ip(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("ip"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed: " + output);
        }
    }

    /** Every process of the hosts: SIGTERM, up to 60 s to end (serve stops its server), then SIGKILL. */
    @Override
    public void close() throws IOException, InterruptedException {
        stopProcesses("TERM");
        long deadline = System.currentTimeMillis() + 60_000;
        while (!pids().isEmpty() && System.currentTimeMillis() < deadline) {
            Thread.sleep(500);
        }
        stopProcesses("KILL");
        for (String namespace : namespaces) {
            new ProcessBuilder("ip", "netns", "del", namespace).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(30, TimeUnit.SECONDS);
        }
    }

    private void stopProcesses(String signal) throws IOException, InterruptedException {
        for (String pid : pids()) {
            new ProcessBuilder("kill", "-" + signal, pid).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(10, TimeUnit.SECONDS);
        }
    }

    private List<String> pids() throws IOException, InterruptedException {
        List<String> pids = new ArrayList<>();
        for (String namespace : namespaces) {
            Process process = new ProcessBuilder("ip", "netns", "pids", namespace).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor(10, TimeUnit.SECONDS);
            output.lines().map(String::trim).filter(line -> line.matches("\\d+")).forEach(pids::add);
        }
        return pids;
    }

    /** A process's output file as text. */
    static String text(Path file) throws IOException {
        return Files.exists(file) ? new String(Files.readAllBytes(file), StandardCharsets.UTF_8) : "";
    }
}
