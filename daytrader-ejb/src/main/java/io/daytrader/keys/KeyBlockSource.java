package io.daytrader.keys;

/** Reserves blocks of keys in durable storage, in a transaction of its own. */
public interface KeyBlockSource {

    /**
     * Reserves {@code size} consecutive keys for {@code keyName} and returns the first. The reservation is
     * durable before this returns and never rolled back by the caller's transaction.
     */
    int reserve(String keyName, int size);
}
