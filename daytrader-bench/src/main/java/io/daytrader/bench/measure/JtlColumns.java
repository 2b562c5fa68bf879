package io.daytrader.bench.measure;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The columns of a JMeter CSV results file (JTL) the bench reads, found by the header line: timeStamp (the
 * sample's start: the bench runs JMeter with sampleresult.timestamp.start=true), elapsed, success and label;
 * responseCode and responseMessage (to tell a timeout) and threadName (to tell the engine of a distributed run, and
 * the lane of a run of several) when present.
 */
final class JtlColumns {

    private final int timeStamp;
    private final int elapsed;
    private final int success;
    private final int label;
    private final int responseCode;
    private final int responseMessage;
    private final int threadName;
    private final int required;
    private final Map<String, String> labels = new HashMap<>();

    JtlColumns(String[] header, Object source) {
        List<String> columns = Arrays.asList(header);
        timeStamp = index(columns, "timeStamp", source);
        elapsed = index(columns, "elapsed", source);
        success = index(columns, "success", source);
        label = index(columns, "label", source);
        responseCode = columns.indexOf("responseCode");
        responseMessage = columns.indexOf("responseMessage");
        threadName = columns.indexOf("threadName");
        required = Math.max(Math.max(timeStamp, elapsed), Math.max(success, label));
    }

    private static int index(List<String> columns, String name, Object source) {
        int index = columns.indexOf(name);
        if (index < 0) {
            throw new IllegalArgumentException(source + " has no column " + name + " (columns: " + columns + ")");
        }
        return index;
    }

    /** The sample of a row, or null for a row cut short (JMeter stopped mid-line). */
    Sample sample(String[] fields) {
        if (fields.length <= required) {
            return null;
        }
        try {
            boolean ok = Boolean.parseBoolean(fields[success]);
            return new Sample(Long.parseLong(fields[timeStamp]), Long.parseLong(fields[elapsed]), ok,
                    !ok && isTimeout(field(fields, responseCode), field(fields, responseMessage)),
                    labels.computeIfAbsent(fields[label], l -> l), engine(field(fields, threadName)),
                    lane(field(fields, threadName)));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String field(String[] fields, int index) {
        return index >= 0 && index < fields.length ? fields[index] : null;
    }

    static boolean isTimeout(String code, String message) {
        String text = ((code == null ? "" : code) + " " + (message == null ? "" : message)).toLowerCase(Locale.ROOT);
        return text.contains("timeout") || text.contains("timed out");
    }

    /** A run of several lanes names its threads "laneK GROUP N-M" (JMeterDriver.LANE_PREFIX); null otherwise. */
    static Integer lane(String thread) {
        if (thread == null || !thread.startsWith(LANE_PREFIX)) {
            return null;
        }
        int space = thread.indexOf(' ');
        String number = thread.substring(LANE_PREFIX.length(), space < 0 ? thread.length() : space);
        return number.isEmpty() || !number.chars().allMatch(Character::isDigit) ? null : Integer.valueOf(number);
    }

    /** How a lane's thread names begin, before its number (the resident engine's LanePlan). */
    private static final String LANE_PREFIX = "lane";

    /** A distributed run names its threads "HOST:PORT-GROUP N-M"; a local one "GROUP N-M". */
    private String engine(String thread) {
        if (thread == null) {
            return null;
        }
        int dash = thread.indexOf('-');
        String prefix = dash > 0 ? thread.substring(0, dash) : "";
        return prefix.contains(":") ? labels.computeIfAbsent(prefix, p -> p) : null;
    }
}
