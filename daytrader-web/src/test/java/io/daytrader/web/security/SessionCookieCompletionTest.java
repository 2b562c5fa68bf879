package io.daytrader.web.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SessionCookieCompletionTest {

    @Test
    void aSessionCookieWithoutSameSiteGetsLax() {
        assertThat(SessionCookieCompletion.completed("JSESSIONID=abc; Path=/daytrader; HttpOnly", "JSESSIONID"))
                .isEqualTo("JSESSIONID=abc; Path=/daytrader; HttpOnly; SameSite=Lax");
    }

    @Test
    void aSameSiteTheContainerSetIsKept() {
        assertThat(SessionCookieCompletion.completed("JSESSIONID=abc; Path=/; SameSite=Strict; HttpOnly", "JSESSIONID"))
                .isEqualTo("JSESSIONID=abc; Path=/; SameSite=Strict; HttpOnly");
        assertThat(SessionCookieCompletion.completed("JSESSIONID=abc; samesite=lax", "JSESSIONID"))
                .isEqualTo("JSESSIONID=abc; samesite=lax");
    }

    @Test
    void otherCookiesAreLeftAsTheyAre() {
        assertThat(SessionCookieCompletion.completed("theme=dark; Path=/", "JSESSIONID")).isEqualTo("theme=dark; Path=/");
        assertThat(SessionCookieCompletion.completed("XJSESSIONID=abc", "JSESSIONID")).isEqualTo("XJSESSIONID=abc");
    }
}
