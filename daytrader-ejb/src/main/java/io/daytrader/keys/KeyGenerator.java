package io.daytrader.keys;

import java.util.HashMap;
import java.util.Map;

/** Hands out unique integer keys per key name, reserving them from a {@link KeyBlockSource} in blocks. */
public final class KeyGenerator {

    public static final int DEFAULT_BLOCK_SIZE = 1000;

    private final KeyBlockSource source;
    private final int blockSize;
    private final Map<String, KeyBlock> blocks = new HashMap<>();

    public KeyGenerator(KeyBlockSource source) {
        this(source, DEFAULT_BLOCK_SIZE);
    }

    public KeyGenerator(KeyBlockSource source, int blockSize) {
        if (blockSize <= 0) {
            throw new IllegalArgumentException("Key block size must be positive: " + blockSize);
        }
        this.source = source;
        this.blockSize = blockSize;
    }

    public synchronized int next(String keyName) {
        KeyBlock block = blocks.get(keyName);
        if (block == null || !block.hasNext()) {
            block = new KeyBlock(source.reserve(keyName, blockSize), blockSize);
            blocks.put(keyName, block);
        }
        return block.next();
    }

    /** Forgets the reserved blocks, e.g. after the key table was rebuilt underneath. */
    public synchronized void discardReservedBlocks() {
        blocks.clear();
    }
}
