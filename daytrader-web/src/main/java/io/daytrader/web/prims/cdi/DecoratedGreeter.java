package io.daytrader.web.prims.cdi;

import jakarta.annotation.Priority;
import jakarta.decorator.Decorator;
import jakarta.decorator.Delegate;
import jakarta.enterprise.inject.Any;
import jakarta.inject.Inject;
import jakarta.interceptor.Interceptor;

/** Decorates every {@link Greeter}: the greeting is marked as decorated. */
@Decorator
@Priority(Interceptor.Priority.APPLICATION)
public abstract class DecoratedGreeter implements Greeter {

    @Inject
    @Delegate
    @Any
    private Greeter delegate;

    @Override
    public String greet(String name) {
        return "Decorated " + delegate.greet(name);
    }
}
