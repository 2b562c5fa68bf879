package io.daytrader.web.prims.web;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BodyReaderTest {

    /** A request body that has arrived up to {@code arrived} bytes: isReady is false while the rest is on its way. */
    private static final class ArrivingBody extends ServletInputStream {
        private final byte[] body;
        private int arrived;
        private int read;

        ArrivingBody(String body) {
            this.body = body.getBytes(StandardCharsets.UTF_8);
        }

        void arrive(int bytes) {
            arrived = Math.min(body.length, arrived + bytes);
        }

        @Override
        public boolean isReady() {
            return read < arrived;
        }

        @Override
        public boolean isFinished() {
            return read == body.length;
        }

        @Override
        public void setReadListener(ReadListener listener) {
        }

        @Override
        public int read() {
            return read < arrived ? body[read++] & 0xff : -1;
        }
    }

    private final List<String> handedOn = new ArrayList<>();

    private BodyReader reader(ArrivingBody in) {
        return new BodyReader(in, null, body -> handedOn.add(new String(body, StandardCharsets.UTF_8)));
    }

    @Test
    void aBodyReadWholeByOneCallIsHandedOnThenAndOnlyOnce() throws Exception {
        ArrivingBody in = new ArrivingBody("ping");
        in.arrive(4);
        BodyReader reader = reader(in);

        reader.onDataAvailable();
        assertThat(handedOn).containsExactly("ping");

        reader.onAllDataRead();
        assertThat(handedOn).containsExactly("ping");
    }

    @Test
    void aBodyArrivingInPartsIsHandedOnWhenItsLastPartIsRead() throws Exception {
        ArrivingBody in = new ArrivingBody("ping pong");
        BodyReader reader = reader(in);

        in.arrive(5);
        reader.onDataAvailable();
        assertThat(handedOn).isEmpty();

        in.arrive(4);
        reader.onDataAvailable();
        reader.onAllDataRead();
        assertThat(handedOn).containsExactly("ping pong");
    }
}
