package io.daytrader.bench.run;

/**
 * Which launch of every target a duet loads in each block of a workload. The targets' launches are crossed: in one
 * crossing of {@code launches}² blocks, the baseline's launch {@code i} meets every other target's launch {@code j}
 * once (block {@code k} loads the baseline's launch {@code k mod n} and every other target's launch
 * {@code (k mod n + k div n) mod n}), so that what a launch adds on its own can be told apart from what the
 * windows add. With one launch a crossing is one block.
 */
record Pairings(int launches) {

    Pairings {
        if (launches < 1) {
            throw new IllegalArgumentException("a duet needs at least one launch per target, got " + launches);
        }
    }

    /** Blocks in which every launch of the baseline meets every launch of each other target once. */
    int blocksPerCrossing() {
        return launches * launches;
    }

    /** The launch (from 0) of target {@code target} (0: the baseline) loaded in block {@code block} (from 0). */
    int launchOf(int target, int block) {
        int k = block % blocksPerCrossing();
        int first = k % launches;
        return target == 0 ? first : (first + k / launches) % launches;
    }
}
