package io.daytrader.jmeter;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LanePlanTest {

    @Test
    void aLaneReadsItsOwnHostPortAndProtocolAndEverythingElseAsThePlanDoes() {
        String plan = "<stringProp name=\"HTTPSampler.domain\">${__P(HOST,127.0.0.1)}</stringProp>"
                + "<stringProp name=\"HTTPSampler.port\">${__P(PORT)}</stringProp>"
                + "<stringProp name=\"HTTPSampler.protocol\">${__P(PROTOCOL,http)}</stringProp>"
                + "<stringProp name=\"HTTPSampler.path\">${__P(PATH,/daytrader)}</stringProp>"
                + "<stringProp name=\"x\">${__P(PORTS,1)} ${__P(HOSTNAME,a)}</stringProp>";

        assertThat(LanePlan.forLane(plan, 2)).isEqualTo(
                "<stringProp name=\"HTTPSampler.domain\">${__P(HOST.2,127.0.0.1)}</stringProp>"
                + "<stringProp name=\"HTTPSampler.port\">${__P(PORT.2)}</stringProp>"
                + "<stringProp name=\"HTTPSampler.protocol\">${__P(PROTOCOL.2,http)}</stringProp>"
                + "<stringProp name=\"HTTPSampler.path\">${__P(PATH,/daytrader)}</stringProp>"
                + "<stringProp name=\"x\">${__P(PORTS,1)} ${__P(HOSTNAME,a)}</stringProp>");
    }
}
