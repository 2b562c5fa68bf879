package io.daytrader.bench.results;

import java.util.List;

/**
 * One server under test and everything measured on it, over all its launches (forks). {@code failures}: the
 * launches that did not start or ended early ("launch 2: ..."), whose workloads have no figures of theirs;
 * {@code unavailable}: the selected primitives the target's catalog says it lacks (reported as n/a, never as zero).
 * {@code appSha256}: the deployed EAR or WAR. {@code db}, {@code jpa} and {@code connector}: the database, JPA
 * provider and HTTP connector settings it was started with (connector: null in older files and for a server given
 * by URL). {@code chat}: the chat workload's runs. {@code serverWarmups}: how each launch's server warm-up pass
 * ended (none in older files, or without a pass). {@code limitations}: what the kind's descriptor says it lacks and
 * why (servers/KIND/kind.json; null in older files and for a server given by URL). {@code javaHome}: the JDK it was
 * started on ({@code --jdk}; null in older files and for a server given by URL; {@code serverJvm} says what that JVM
 * reported of itself).
 */
public record TargetResult(String name, String kind, String version, String url, boolean external, String db,
                           String jpa, String connector, String appSha256, ServerJvm serverJvm, AppSettings appSettings,
                           List<Footprint> launches, Footprint footprint, List<WorkloadResult> workloads,
                           List<String> failures, List<String> unavailable, List<ChatResult> chat,
                           List<ServerWarmup> serverWarmups, List<String> limitations, String javaHome) {

    /** The chat runs, by room size (none when the chat workload was not selected, or in older files). */
    public List<ChatResult> chatOrEmpty() {
        return chat == null ? List.of() : chat;
    }

    public List<ServerWarmup> serverWarmupsOrEmpty() {
        return serverWarmups == null ? List.of() : serverWarmups;
    }

    /** Launches that failed; none in older files. */
    public List<String> failuresOrEmpty() {
        return failures == null ? List.of() : failures;
    }

    public List<String> limitationsOrEmpty() {
        return limitations == null ? List.of() : limitations;
    }

    public List<String> unavailableOrEmpty() {
        return unavailable == null ? List.of() : unavailable;
    }
}
