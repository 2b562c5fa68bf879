package io.daytrader.bench.probe;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;

/** Reads a daytrader-probe agent at {@code HOST:PORT}. */
public final class ProbeClient {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Duration TIMEOUT = Duration.ofSeconds(2);

    private final String address;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private final HttpRequest request;

    public ProbeClient(String address) {
        this.address = address;
        this.request = HttpRequest.newBuilder(URI.create("http://" + address + "/")).timeout(TIMEOUT).build();
    }

    public String address() {
        return address;
    }

    /** The probe's reading, or empty when it does not answer (the JVM gone, or not yet listening). */
    public Optional<ProbeReading> read() {
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 ? Optional.of(parse(response.body())) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** The reading, or a clear failure naming the probe: for a probe the user named, which must answer. */
    public ProbeReading require() {
        return read().orElseThrow(() -> new IllegalStateException("the probe at " + address + " does not answer;"
                + " load it into that JVM with -javaagent:daytrader-probe.jar=port=PORT (docs/multi-host.md)"));
    }

    static ProbeReading parse(String json) throws IOException {
        return MAPPER.readValue(json, ProbeReading.class);
    }
}
