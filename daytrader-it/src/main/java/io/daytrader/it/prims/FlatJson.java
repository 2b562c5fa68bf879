package io.daytrader.it.prims;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Reads the catalog and the echo checks' JSON: objects become maps, arrays lists, strings strings, numbers doubles,
 * true/false booleans and null null.
 */
final class FlatJson {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private FlatJson() {
    }

    static Object parse(String text) {
        try {
            return numbersAsDoubles(MAPPER.readValue(text, Object.class));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage() + ": " + text, e);
        }
    }

    private static Object numbersAsDoubles(Object value) {
        if (value instanceof Number number) {
            return number.doubleValue();
        }
        if (value instanceof List<?> list) {
            return list.stream().map(FlatJson::numbersAsDoubles).collect(Collectors.toList());
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> converted = new LinkedHashMap<>();
            map.forEach((key, entry) -> converted.put(key, numbersAsDoubles(entry)));
            return converted;
        }
        return value;
    }
}
