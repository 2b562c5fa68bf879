package io.daytrader.web.prims;

import io.daytrader.config.TradeSettings;
import java.util.concurrent.ThreadLocalRandom;

/** A random symbol (s:0 to s:quotes-1) or user (uid:0 to uid:users-1) of the configured population. */
public final class RandomPopulation {

    private RandomPopulation() {
    }

    public static String symbol(TradeSettings settings) {
        return "s:" + ThreadLocalRandom.current().nextInt(settings.getQuotes());
    }

    public static String user(TradeSettings settings) {
        return "uid:" + ThreadLocalRandom.current().nextInt(settings.getUsers());
    }

    /** The request's {@code name} parameter if given, else a random symbol. */
    public static String symbol(TradeSettings settings, String requested) {
        return requested == null || requested.isBlank() ? symbol(settings) : requested.strip();
    }

    /** The request's {@code name} parameter if given, else a random user. */
    public static String user(TradeSettings settings, String requested) {
        return requested == null || requested.isBlank() ? user(settings) : requested.strip();
    }
}
