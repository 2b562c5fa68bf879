package io.daytrader.web.prims.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class EchoTest {

    @Test
    void aBodyWithoutADeclaredLengthIsReadOnlyUpToTheLimit() throws Exception {
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return 'x';
            }

            @Override
            public int read(byte[] buffer, int offset, int length) {
                Arrays.fill(buffer, offset, offset + length, (byte) 'x');
                return length;
            }
        };

        assertThat(Echo.readAtMostMaxBody(endless)).isNull();
    }

    @Test
    void aBodyWithinTheLimitIsReadWhole() throws Exception {
        byte[] body = new byte[Echo.MAX_BODY];

        assertThat(Echo.readAtMostMaxBody(new ByteArrayInputStream(body))).hasSize(Echo.MAX_BODY);
    }
}
