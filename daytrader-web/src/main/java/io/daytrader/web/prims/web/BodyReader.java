package io.daytrader.web.prims.web;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Reads a request body without blocking and hands it on when all of it has arrived: from onAllDataRead, or as soon as
 * the stream says it is finished (some containers never call onAllDataRead when one onDataAvailable read the whole
 * body), whichever comes first.
 */
final class BodyReader implements ReadListener {

    private final ServletInputStream in;
    private final AsyncContext async;
    private final Consumer<byte[]> whenRead;
    private final ByteArrayOutputStream body = new ByteArrayOutputStream();
    private final byte[] buffer = new byte[8192];
    private final AtomicBoolean handedOn = new AtomicBoolean();

    BodyReader(ServletInputStream in, AsyncContext async, Consumer<byte[]> whenRead) {
        this.in = in;
        this.async = async;
        this.whenRead = whenRead;
    }

    @Override
    public void onDataAvailable() throws IOException {
        while (in.isReady() && !in.isFinished()) {
            int n = in.read(buffer);
            if (n > 0) {
                body.write(buffer, 0, n);
            }
            if (body.size() > Echo.MAX_BODY) {
                ((HttpServletResponse) async.getResponse()).setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
                async.complete();
                return;
            }
        }
        if (in.isFinished()) {
            handOn();
        }
    }

    @Override
    public void onAllDataRead() {
        handOn();
    }

    private void handOn() {
        if (handedOn.compareAndSet(false, true)) {
            whenRead.accept(body.toByteArray());
        }
    }

    @Override
    public void onError(Throwable failure) {
        ((HttpServletResponse) async.getResponse()).setStatus(HttpServletResponse.SC_BAD_REQUEST);
        async.complete();
    }
}
