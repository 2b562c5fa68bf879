package io.daytrader.keys;

/** A range of keys [first, first + size) handed out one by one. Not thread-safe: {@link KeyGenerator} guards it. */
final class KeyBlock {

    private final int end;
    private int next;

    KeyBlock(int first, int size) {
        if (size <= 0) {
            throw new IllegalArgumentException("Key block size must be positive: " + size);
        }
        this.next = first;
        this.end = Math.addExact(first, size);
    }

    boolean hasNext() {
        return next < end;
    }

    int next() {
        if (!hasNext()) {
            throw new IllegalStateException("Key block exhausted at " + end);
        }
        return next++;
    }
}
