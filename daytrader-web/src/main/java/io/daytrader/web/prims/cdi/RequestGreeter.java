package io.daytrader.web.prims.cdi;

import jakarta.enterprise.context.RequestScoped;

/** A request-scoped bean: a new instance for every request, counting its own calls. */
@RequestScoped
@Counted
public class RequestGreeter implements Greeter {

    private int callsInThisRequest;

    @Override
    public String greet(String name) {
        callsInThisRequest++;
        return "Hello " + name + " (call " + callsInThisRequest + " of this request's bean)";
    }
}
