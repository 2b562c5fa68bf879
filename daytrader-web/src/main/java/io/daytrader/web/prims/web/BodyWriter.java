package io.daytrader.web.prims.web;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;

/** Writes a response body without blocking, then completes the async request. */
final class BodyWriter implements WriteListener {

    private static final int CHUNK = 8192;

    private final ServletOutputStream out;
    private final AsyncContext async;
    private final byte[] body;
    private int written;

    BodyWriter(ServletOutputStream out, AsyncContext async, byte[] body) {
        this.out = out;
        this.async = async;
        this.body = body;
    }

    @Override
    public void onWritePossible() throws IOException {
        while (written < body.length && out.isReady()) {
            int n = Math.min(CHUNK, body.length - written);
            out.write(body, written, n);
            written += n;
        }
        if (written == body.length && out.isReady()) {
            async.complete();
        }
    }

    @Override
    public void onError(Throwable failure) {
        async.complete();
    }
}
