package io.daytrader.web.prims.cdi;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.atomic.AtomicLong;

/** How many calls {@link CallCountingInterceptor} has intercepted since start. */
@ApplicationScoped
public class CallCounter {

    private final AtomicLong calls = new AtomicLong();

    long increment() {
        return calls.incrementAndGet();
    }

    public long calls() {
        return calls.get();
    }
}
