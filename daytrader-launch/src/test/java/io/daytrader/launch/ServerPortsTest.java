package io.daytrader.launch;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ServerPortsTest {

    @Test
    void targetsSideBySideGetPortsOfTheirOwn() {
        ServerPorts first = new ServerPorts(9080, 9443, 10100);

        assertThat(first.forTarget(0)).isEqualTo(first);
        assertThat(first.forTarget(2)).isEqualTo(new ServerPorts(9082, 9445, 10140));
        assertThat(first.forTarget(1).asSet()).doesNotContainAnyElementsOf(first.asSet());
    }
}
