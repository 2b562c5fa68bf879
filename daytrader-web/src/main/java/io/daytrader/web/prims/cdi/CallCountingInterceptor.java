package io.daytrader.web.prims.cdi;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;

/** Counts the calls of {@link Counted} beans. */
@Counted
@Interceptor
@Priority(Interceptor.Priority.APPLICATION)
public class CallCountingInterceptor {

    @Inject
    private CallCounter counter;

    @AroundInvoke
    public Object count(InvocationContext invocation) throws Exception {
        counter.increment();
        return invocation.proceed();
    }
}
