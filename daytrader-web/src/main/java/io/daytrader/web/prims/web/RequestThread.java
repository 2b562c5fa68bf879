package io.daytrader.web.prims.web;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * What kind of thread runs the current request: "virtual" or "platform". The application is built for Java 17, which
 * has no virtual threads, so {@code Thread.isVirtual()} (Java 21) is looked up once at run time; on a JDK without it
 * every thread is a platform thread.
 */
final class RequestThread {

    private static final MethodHandle IS_VIRTUAL = isVirtual();

    private RequestThread() {
    }

    static String kind() {
        return isVirtual(Thread.currentThread()) ? "virtual" : "platform";
    }

    static boolean isVirtual(Thread thread) {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invokeExact(thread);
        } catch (Throwable e) {
            throw new IllegalStateException("Thread.isVirtual failed", e);
        }
    }

    private static MethodHandle isVirtual() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }
}
