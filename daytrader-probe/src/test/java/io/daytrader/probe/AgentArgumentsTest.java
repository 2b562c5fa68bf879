package io.daytrader.probe;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AgentArgumentsTest {

    @Test
    void readsPortAndHost() {
        assertThat(AgentArguments.parse("port=20040")).isEqualTo(new AgentArguments("0.0.0.0", 20040));
        assertThat(AgentArguments.parse("host=10.47.0.3,port=1")).isEqualTo(new AgentArguments("10.47.0.3", 1));
    }

    @Test
    void refusesAMissingPortAndUnknownOptions() {
        assertThatThrownBy(() -> AgentArguments.parse(null)).hasMessageContaining("port=N");
        assertThatThrownBy(() -> AgentArguments.parse("port=1,colour=red")).hasMessageContaining("colour");
        assertThatThrownBy(() -> AgentArguments.parse("port")).hasMessageContaining("NAME=VALUE");
    }
}
