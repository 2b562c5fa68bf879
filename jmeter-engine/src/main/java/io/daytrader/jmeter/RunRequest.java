package io.daytrader.jmeter;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One test run asked of the resident engine, parsed from its line ({@link EngineProtocol#runLine}); the names and
 * values are JMeter properties for this run only (the plan reads them with __P).
 */
record RunRequest(Path plan, Path jtl, Path dashboard, Map<String, String> properties) {


    static RunRequest parse(String line) {
        String[] fields = line.split("\t", -1);
        if (fields.length < 4 || !EngineProtocol.RUN.equals(fields[0])) {
            throw new IllegalArgumentException("not a run line: " + line);
        }
        Map<String, String> properties = properties(fields, 4);
        Path dashboard = EngineProtocol.NO_DASHBOARD.equals(fields[3]) ? null : Path.of(fields[3]);
        return new RunRequest(Path.of(fields[1]), Path.of(fields[2]), dashboard, properties);
    }

    /** The properties of a {@code set} line ({@link EngineProtocol#setLine}). */
    static Map<String, String> parseSet(String line) {
        String[] fields = line.split("\t", -1);
        if (!EngineProtocol.SET.equals(fields[0]) || fields.length < 2) {
            throw new IllegalArgumentException("not a set line: " + line);
        }
        return properties(fields, 1);
    }

    private static Map<String, String> properties(String[] fields, int from) {
        Map<String, String> properties = new LinkedHashMap<>();
        for (int i = from; i < fields.length; i++) {
            int equals = fields[i].indexOf('=');
            if (equals < 1) {
                throw new IllegalArgumentException("not NAME=VALUE: " + fields[i]);
            }
            properties.put(fields[i].substring(0, equals), fields[i].substring(equals + 1));
        }
        return properties;
    }
}
