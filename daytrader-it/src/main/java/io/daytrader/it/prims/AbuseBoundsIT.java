package io.daytrader.it.prims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.daytrader.it.ItServer;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.Test;

/**
 * The memory and thread attacks of issue 13, all at once: each is refused (4xx/503), or answered within its bound,
 * while a prober calling PingServlet every 50 ms keeps getting 200 within {@link #PROBE_BOUND}. By default the
 * attack lasts 10 s; {@code -Ddaytrader.it.abuse.full=true} makes it 60 s, adds a flood of cookieless 10 MB
 * session objects, and then waits until the session budget is free again.
 */
class AbuseBoundsIT {

    private static final boolean FULL = Boolean.getBoolean("daytrader.it.abuse.full");
    private static final Duration ATTACK = Duration.ofSeconds(FULL ? 60 : 10);
    private static final Duration PROBE_BOUND = Duration.ofMillis(2000);
    private static final int TEN_MB = 10 * 1024 * 1024;
    private static final String CHUNKED_ECHO = "/servlet/PingServlet30Async";
    private static final String JSON_64_MB = "/servlet/PingJSONPObject?size=67108864";
    private static final String REENTRY_PAST_BOUND = "/servlet/PingReentryServlet?numReentries=20&sleep=5000";
    private static final String REENTRY_AT_BOUND = "/servlet/PingReentryServlet?numReentries=4&sleep=1000";
    private static final String SESSION_10_MB = "/servlet/PingSession3?size=" + TEN_MB;
    private static final String CLOSED = "connection closed";

    private final PrimitiveClient client = new PrimitiveClient(ItServer.baseUrl());
    private final Map<String, Map<String, LongAdder>> outcomes = new ConcurrentHashMap<>();
    private final List<Long> probeMillis = Collections.synchronizedList(new ArrayList<>());
    private final LongAdder probeFailures = new LongAdder();

    @Test
    void attacksAreRefusedWhileTheServerKeepsAnswering() throws Exception {
        client.ok("/servlet/PingServlet");
        long deadline = System.nanoTime() + ATTACK.toNanos();
        List<Attack> attacks = new ArrayList<>(List.of(
                new Attack("chunked 20 MB echo", Set.of("413", CLOSED), c -> c.send(chunkedPost(c, 2 * TEN_MB))),
                new Attack("JSON 64 MB", Set.of("400"), c -> c.get(JSON_64_MB)),
                new Attack("reentry past bound", Set.of("400"), c -> c.get(REENTRY_PAST_BOUND)),
                new Attack("reentry at bound", Set.of("200"), c -> c.get(REENTRY_AT_BOUND)),
                new Attack("10 MB on one session", Set.of("200", "503"), c -> c.get(SESSION_10_MB))));
        if (FULL) {
            PrimitiveClient cookieless = PrimitiveClient.cookieless(client.baseUrl());
            attacks.add(new Attack("10 MB cookieless flood", Set.of("200", "503"), c -> cookieless.get(SESSION_10_MB)));
        }
        ExecutorService pool = Executors.newFixedThreadPool(attacks.size() + 1);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (Attack attack : attacks) {
                PrimitiveClient own = client.fresh();
                running.add(pool.submit(() -> attack.runUntil(own, deadline)));
            }
            running.add(pool.submit(() -> probeUntil(deadline)));
            for (Future<?> task : running) {
                task.get(ATTACK.toSeconds() + 120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        List<Long> probes = new ArrayList<>(probeMillis);
        Collections.sort(probes);
        long max = probes.isEmpty() ? 0 : probes.get(probes.size() - 1);
        long p99 = probes.isEmpty() ? 0 : probes.get((int) Math.ceil(probes.size() * 0.99) - 1);
        System.out.printf("abuse bounds, %d s of attack: %s; prober: %d calls, %d failed, p99 %d ms, max %d ms%n",
                ATTACK.toSeconds(), describe(), probes.size() + probeFailures.sum(), probeFailures.sum(), p99, max);

        for (Attack attack : attacks) {
            Map<String, LongAdder> seen = outcomes.getOrDefault(attack.name, Map.of());
            assertThat(seen).as(attack.name + " was sent").isNotEmpty();
            assertThat(seen.keySet()).as(attack.name + ": outcomes").isSubsetOf(attack.allowed);
        }
        assertThat(probeFailures.sum()).as("PingServlet calls that failed during the attack").isZero();
        assertThat(probes).as("PingServlet calls during the attack").hasSizeGreaterThan(5);
        assertThat(max).as("slowest PingServlet call during the attack, ms").isLessThanOrEqualTo(PROBE_BOUND.toMillis());
        if (FULL) {
            long floodEnd = System.nanoTime();
            await("the session budget is free again once the flood's sessions expire").atMost(Duration.ofMinutes(3))
                    .pollInterval(Duration.ofSeconds(5))
                    .until(() -> client.fresh().get("/servlet/PingSession3?size=10000000").statusCode() == 200);
            System.out.printf("abuse bounds: the session budget was free again %d s after the flood%n",
                    TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - floodEnd));
        }
    }

    private void probeUntil(long deadline) {
        PrimitiveClient prober = client.fresh();
        while (System.nanoTime() < deadline) {
            long start = System.nanoTime();
            try {
                if (prober.get("/servlet/PingServlet").statusCode() == 200) {
                    probeMillis.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                } else {
                    probeFailures.increment();
                }
                Thread.sleep(50);
            } catch (IOException e) {
                probeFailures.increment();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static HttpRequest chunkedPost(PrimitiveClient c, int bytes) {
        byte[] block = new byte[64 * 1024];
        List<byte[]> blocks = new ArrayList<>();
        for (int sent = 0; sent < bytes; sent += block.length) {
            blocks.add(block);
        }
        // a publisher of unknown length makes the client send the body chunked, with no Content-Length to check
        return c.request(CHUNKED_ECHO).header("Content-Type", "application/octet-stream")
                .POST(HttpRequest.BodyPublishers.ofByteArrays(blocks)).build();
    }

    private String describe() {
        List<String> parts = new ArrayList<>();
        new TreeMap<>(outcomes).forEach((attack, seen) -> {
            List<String> counts = new ArrayList<>();
            new TreeMap<>(seen).forEach((outcome, count) -> counts.add(count.sum() + " x " + outcome));
            parts.add(attack + " " + String.join(", ", counts));
        });
        return String.join("; ", parts);
    }

    private interface Call {
        HttpResponse<String> send(PrimitiveClient client) throws IOException, InterruptedException;
    }

    private final class Attack {
        private final String name;
        private final Set<String> allowed;
        private final Call call;

        Attack(String name, Set<String> allowed, Call call) {
            this.name = name;
            this.allowed = allowed;
            this.call = call;
        }

        void runUntil(PrimitiveClient own, long deadline) {
            while (System.nanoTime() < deadline && !Thread.currentThread().isInterrupted()) {
                String outcome;
                try {
                    outcome = Integer.toString(call.send(own).statusCode());
                } catch (HttpTimeoutException e) {
                    outcome = "timed out";
                } catch (IOException e) {
                    outcome = CLOSED;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                outcomes.computeIfAbsent(name, n -> new ConcurrentHashMap<>())
                        .computeIfAbsent(outcome, o -> new LongAdder()).increment();
            }
        }
    }
}
