package io.daytrader.bench.run;

import com.sun.net.httpserver.HttpServer;
import io.daytrader.bench.server.ExternalTarget;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The mode switch and reset against a stand-in for the config servlet: what they ask, what a refusal tells. */
class RuntimeModeSwitchTest {

    private HttpServer server;
    private final List<String> requests = new ArrayList<>();
    private final List<String> authorizations = new ArrayList<>();
    private int status = 200;
    private String contentType = "application/json";
    private String answer = "{\"runtimeMode\":\"EJB3\",\"runtimeModeName\":\"Full EJB3\"}";

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/daytrader/config", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            requests.add(exchange.getRequestMethod() + " " + exchange.getRequestURI().getRawQuery() + " "
                    + exchange.getRequestHeaders().getFirst("Content-Type") + " " + body);
            authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", contentType);
            exchange.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private ExternalTarget target(String password) {
        return new ExternalTarget("http://127.0.0.1:" + server.getAddress().getPort() + "/daytrader", password,
                OptionalLong.empty(), null);
    }

    @Test
    void selectsTheModeByItsNameAsTheAdminInJson() {
        RuntimeModeSwitch.select(target("pw"), "Full EJB3");

        assertThat(requests).containsExactly("PUT null application/json {\"runtimeMode\":\"Full EJB3\"}");
        assertThat(authorizations).containsExactly(
                "Basic " + Base64.getEncoder().encodeToString("admin:pw".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void resetTradeIsAPost() {
        answer = "{\"message\":\"Reset trade done\"}";

        TradeReset.reset(target("pw"));

        assertThat(requests).containsExactly("POST action=resetTrade null ");
    }

    @Test
    void aModeTheApplicationRefusesStopsWithWhatItSaid() {
        status = 400;
        answer = "{\"error\":\"Settings not changed: Unknown runtime mode: NOPE\"}";

        assertThatThrownBy(() -> RuntimeModeSwitch.select(target("pw"), "NOPE"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("selecting runtime mode NOPE on " + target("pw").baseUrl()
                        + " answered HTTP 400: Settings not changed: Unknown runtime mode: NOPE");
    }

    @Test
    void anAnswerThatIsNotTheApplicationsIsSaidToBeNot() {
        status = 404;
        contentType = "text/html";
        answer = "<html><body><h1>Open Liberty</h1></body></html>";

        assertThatThrownBy(() -> TradeReset.reset(target("pw")))
                .hasMessage("reset trade on " + target("pw").baseUrl() + " answered HTTP 404: not the application's"
                        + " JSON (text/html, 47 characters)");
    }

    @Test
    void aWrongOrMissingAdminPasswordIsSaidSo() {
        status = 401;

        assertThatThrownBy(() -> RuntimeModeSwitch.select(target("wrong"), "DIRECT"))
                .hasMessageEndingWith("refused the admin password (HTTP 401)");
        assertThatThrownBy(() -> RuntimeModeSwitch.select(target(null), "DIRECT"))
                .hasMessageContaining("needs the admin password");
    }
}
