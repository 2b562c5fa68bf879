package io.daytrader.web.prims.web;

import java.io.Serializable;

/** The bean a primitive hands to the servlet or JSP it forwards to. */
public class PingBean implements Serializable {

    private static final long serialVersionUID = 1L;
    public static final String ATTRIBUTE = "pingBean";

    private final String message;
    private final long hits;

    public PingBean(String message, long hits) {
        this.message = message;
        this.hits = hits;
    }

    public String getMessage() {
        return message;
    }

    public long getHits() {
        return hits;
    }
}
