package io.daytrader.web.prims.faces;

import jakarta.enterprise.context.SessionScoped;
import jakarta.inject.Named;
import java.io.Serializable;
import java.util.concurrent.atomic.AtomicInteger;

/** PingCDIFaces' bean: a CDI session-scoped counter the page reads once per request. */
@Named
@SessionScoped
public class PingCDIFacesCounter implements Serializable {

    private static final long serialVersionUID = 1L;

    private final AtomicInteger hits = new AtomicInteger();

    public int getNextHit() {
        return hits.incrementAndGet();
    }
}
