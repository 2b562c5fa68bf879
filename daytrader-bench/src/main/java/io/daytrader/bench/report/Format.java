package io.daytrader.bench.report;

import java.util.Locale;

/** Number formats shared by the reports. */
public final class Format {

    private Format() {
    }

    public static String rate(double value) {
        return String.format(Locale.ROOT, value >= 100 ? "%.0f" : "%.1f", value);
    }

    /** A chat room's messages per second, or "max" for the closed loop (no rate: as fast as they are relayed). */
    public static String messageRate(Double value) {
        return value == null ? "max" : rate(value);
    }

    public static String percent(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.0f%%", value);
    }

    /** One decimal, or "-" for none. */
    public static String oneDecimal(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.1f", value);
    }

    public static String signedPercent(double value) {
        return String.format(Locale.ROOT, "%+.1f%%", value);
    }

    /** An interval of changes, " [-8.0%, -2.4%]", or nothing without one. */
    public static String changeInterval(Double low, Double high) {
        return low == null || high == null ? "" : " [" + signedPercent(low) + ", " + signedPercent(high) + "]";
    }

    /** An interval of rates, " [980-1020]", or nothing without one. */
    public static String rateInterval(Double low, Double high) {
        return low == null || high == null ? "" : " [" + rate(low) + "-" + rate(high) + "]";
    }

    public static String seconds(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.1f s", value);
    }

    public static String bytes(Long value) {
        if (value == null) {
            return "-";
        }
        if (value >= 1L << 30) {
            return String.format(Locale.ROOT, "%.2f GiB", value / (double) (1L << 30));
        }
        return String.format(Locale.ROOT, "%.1f MiB", value / (double) (1L << 20));
    }

    /** CPU milliseconds per request: three significant digits. */
    public static String cpuMs(Double value) {
        if (value == null) {
            return "-";
        }
        return String.format(Locale.ROOT, value >= 10 ? "%.1f" : value >= 1 ? "%.2f" : "%.3f", value);
    }
}
