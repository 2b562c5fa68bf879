package io.daytrader.web.scenario;

/**
 * The classic standard mix of scenario actions, by their one-letter codes, in percent: home 20, quotes 40,
 * login 0 (logins happen when a session has no user), logout 4, register 2, account 10, portfolio 12, buy 4,
 * sell 4, update profile 4.
 */
final class ScenarioMix {

    static final String CODES = "hqlorapbsu";
    private static final int[] WEIGHTS = {20, 40, 0, 4, 2, 10, 12, 4, 4, 4};

    private ScenarioMix() {
    }

    /** The action for a draw of 0 to 99, walking the cumulative weights. */
    static char pick(int percentile) {
        if (percentile < 0 || percentile > 99) {
            throw new IllegalArgumentException("A percentile is 0 to 99, not " + percentile);
        }
        int cumulative = 0;
        for (int i = 0; i < WEIGHTS.length; i++) {
            cumulative += WEIGHTS[i];
            if (percentile < cumulative) {
                return CODES.charAt(i);
            }
        }
        throw new IllegalStateException("The weights do not add up to 100");
    }
}
