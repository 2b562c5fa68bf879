package io.daytrader.it.prims;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader for the catalog and the echo checks: objects become maps, arrays lists, strings strings,
 * numbers doubles, true/false booleans and null null. Enough for the documents the primitives write.
 */
final class FlatJson {

    private final String text;
    private int at;

    private FlatJson(String text) {
        this.text = text;
    }

    static Object parse(String text) {
        FlatJson reader = new FlatJson(text);
        Object value = reader.value();
        reader.skipSpace();
        if (reader.at != text.length()) {
            throw reader.error("text after the JSON value");
        }
        return value;
    }

    private Object value() {
        skipSpace();
        char c = peek();
        if (c == '{') {
            return object();
        } else if (c == '[') {
            return array();
        } else if (c == '"') {
            return string();
        } else if (text.startsWith("true", at)) {
            at += 4;
            return Boolean.TRUE;
        } else if (text.startsWith("false", at)) {
            at += 5;
            return Boolean.FALSE;
        } else if (text.startsWith("null", at)) {
            at += 4;
            return null;
        }
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        if (start == at) {
            throw error("a JSON value");
        }
        return Double.parseDouble(text.substring(start, at));
    }

    private Map<String, Object> object() {
        Map<String, Object> object = new LinkedHashMap<>();
        expect('{');
        skipSpace();
        if (peek() == '}') {
            at++;
            return object;
        }
        do {
            skipSpace();
            String key = string();
            skipSpace();
            expect(':');
            object.put(key, value());
            skipSpace();
        } while (consume(','));
        expect('}');
        return object;
    }

    private List<Object> array() {
        List<Object> array = new ArrayList<>();
        expect('[');
        skipSpace();
        if (peek() == ']') {
            at++;
            return array;
        }
        do {
            array.add(value());
            skipSpace();
        } while (consume(','));
        expect(']');
        return array;
    }

    private String string() {
        expect('"');
        StringBuilder s = new StringBuilder();
        while (peek() != '"') {
            char c = text.charAt(at++);
            if (c != '\\') {
                s.append(c);
                continue;
            }
            char escaped = text.charAt(at++);
            switch (escaped) {
                case 'n' -> s.append('\n');
                case 't' -> s.append('\t');
                case 'r' -> s.append('\r');
                case 'b' -> s.append('\b');
                case 'f' -> s.append('\f');
                case 'u' -> {
                    s.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> s.append(escaped);
            }
        }
        at++;
        return s.toString();
    }

    private void skipSpace() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private char peek() {
        if (at >= text.length()) {
            throw error("more JSON");
        }
        return text.charAt(at);
    }

    private boolean consume(char c) {
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!consume(c)) {
            throw error("'" + c + "'");
        }
    }

    private IllegalArgumentException error(String expected) {
        return new IllegalArgumentException("expected " + expected + " at " + at + " of: " + text);
    }
}
