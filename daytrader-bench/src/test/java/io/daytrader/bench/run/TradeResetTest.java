package io.daytrader.bench.run;

import com.sun.net.httpserver.HttpServer;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.server.Target;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

class TradeResetTest {

    private final AtomicInteger resets = new AtomicInteger();
    private final HttpServer server = start();

    private HttpServer start() {
        try {
            HttpServer http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            http.createContext("/daytrader/config", exchange -> {
                if ("action=resetTrade".equals(exchange.getRequestURI().getQuery())) {
                    resets.incrementAndGet();
                }
                byte[] body = "{}".getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, body.length);
                exchange.getResponseBody().write(body);
                exchange.close();
            });
            http.start();
            return http;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private static Workload workload(String name, boolean changesTradeData) {
        return new Workload(name, "jdbc", "primitive", "/daytrader/servlet/" + name, "primitive.jmx", Map.of(), 16,
                null, null, changesTradeData);
    }

    @Test
    void aServerIsResetOnlyAfterARunThatMayHaveChangedItsTradeData() {
        Target target = new FakeTarget("http://127.0.0.1:" + server.getAddress().getPort() + "/daytrader");
        TradeReset trade = new TradeReset();

        trade.beforeWorkload(target);
        trade.ran(target, workload("PingJDBCRead", false));
        trade.beforeWorkload(target);
        trade.ran(target, workload("PingJDBCWrite", true));
        assertThat(resets).as("reads need no reset").hasValue(0);

        trade.beforeWorkload(target);
        trade.ran(target, workload("PingJDBCRead", false));
        trade.beforeWorkload(target);
        assertThat(resets).as("once after the write, then no more").hasValue(1);
    }

    private record FakeTarget(String baseUrl) implements Target {
        public String name() {
            return "fake";
        }

        public String kind() {
            return "fake";
        }

        public String version() {
            return "1";
        }

        public boolean external() {
            return true;
        }

        public OptionalLong serverPid() {
            return OptionalLong.empty();
        }

        public String adminPassword() {
            return "secret";
        }

        public Optional<String> probe() {
            return Optional.empty();
        }

        public Footprint footprint() {
            return null;
        }

        public void close() {
        }
    }
}
