package io.daytrader.bench.server;

/** A JVM for {@link FlightRecorderTest}: spins 300 calls deep for at most a minute, after printing "ready". */
public final class DeepStacks {

    static final int DEPTH = 300;

    private DeepStacks() {
    }

    public static void main(String[] args) {
        System.out.println("ready");
        System.out.flush();
        long end = System.nanoTime() + 60_000_000_000L;
        long sum = 0;
        while (System.nanoTime() < end) {
            sum += descend(DEPTH);
        }
        System.out.println(sum);
    }

    private static long descend(int depth) {
        if (depth > 0) {
            return descend(depth - 1) + 1;
        }
        long sum = 0;
        for (int i = 0; i < 1_000_000; i++) {
            sum += i ^ (sum >>> 3);
        }
        return sum;
    }
}
