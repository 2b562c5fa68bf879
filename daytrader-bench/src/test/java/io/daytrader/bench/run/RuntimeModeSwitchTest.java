package io.daytrader.bench.run;

import com.sun.net.httpserver.HttpServer;
import io.daytrader.bench.target.ExternalTarget;
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

/** The mode switch against a stand-in for the config servlet: what it asks, and what a refusal tells the user. */
class RuntimeModeSwitchTest {

    private HttpServer server;
    private final List<String> queries = new ArrayList<>();
    private final List<String> authorizations = new ArrayList<>();
    private int status = 200;
    private String page = "<p id=\"message\">Settings updated</p>";

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/daytrader/config", exchange -> {
            queries.add(exchange.getRequestURI().getRawQuery());
            authorizations.add(exchange.getRequestHeaders().getFirst("Authorization"));
            byte[] body = page.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(status, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
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
                OptionalLong.empty());
    }

    @Test
    void selectsTheModeByItsNameAsTheAdmin() {
        RuntimeModeSwitch.select(target("pw"), "Full EJB3");

        assertThat(queries).containsExactly("action=updateConfig&RunTimeMode=Full+EJB3");
        assertThat(authorizations).containsExactly(
                "Basic " + Base64.getEncoder().encodeToString("admin:pw".getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aModeTheApplicationRefusesStopsWithWhatItSaid() {
        status = 400;
        page = "<!DOCTYPE html><html><head><title>DayTrader Configuration</title></head><body><h1>DayTrader "
                + "Configuration</h1>\n<p id=\"message\">Settings not changed: Unknown runtime mode: NOPE</p>\n"
                + "<form method=\"post\"><table id=\"settings\"><tr><td>Runtime mode</td></tr></table></form>";

        assertThatThrownBy(() -> RuntimeModeSwitch.select(target("pw"), "NOPE"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("selecting runtime mode NOPE on " + target("pw").baseUrl()
                        + " answered HTTP 400: Settings not changed: Unknown runtime mode: NOPE");
    }

    @Test
    void aWrongOrMissingAdminPasswordIsSaidSo() {
        status = 401;

        assertThatThrownBy(() -> RuntimeModeSwitch.select(target("wrong"), "DIRECT"))
                .hasMessageEndingWith("refused the admin password (HTTP 401)");
        assertThatThrownBy(() -> RuntimeModeSwitch.select(target(null), "DIRECT"))
                .hasMessageContaining("needs the admin password");
    }

    @Test
    void aPageWithoutTheConfigMessageIsToldAsText() {
        assertThat(AdminRequest.pageText("<html><head><title>Error 500</title><style>p{}</style></head>"
                + "<body><h1>Internal &amp; <b>error</b></h1></body></html>")).isEqualTo("Internal & error");
        assertThat(AdminRequest.pageText("x".repeat(300))).hasSize(203).endsWith("...");
        assertThat(AdminRequest.pageText(null)).isEmpty();
    }
}
