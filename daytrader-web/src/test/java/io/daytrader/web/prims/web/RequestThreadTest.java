package io.daytrader.web.prims.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RequestThreadTest {

    @Test
    void aPlatformThreadIsToldFromAVirtualOne() throws Exception {
        assertThat(RequestThread.kind()).as("a JUnit thread").isEqualTo("platform");
        assertThat(RequestThread.isVirtual(new Thread(() -> { }))).isFalse();
        if (Runtime.version().feature() >= 21) {
            Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
            Thread virtual = (Thread) Class.forName("java.lang.Thread$Builder").getMethod("unstarted", Runnable.class)
                    .invoke(builder, (Runnable) () -> { });
            assertThat(RequestThread.isVirtual(virtual)).isTrue();
        }
    }

    @Test
    void theAnswerNamesTheSleepAndTheThread() {
        assertThat(PingSleep.answer(20, "virtual")).isEqualTo("PingSleep: slept 20 ms on a virtual thread");
    }
}
