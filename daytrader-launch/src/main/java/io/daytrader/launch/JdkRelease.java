package io.daytrader.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a JDK's {@code release} file says of it, read without starting it. */
final class JdkRelease {

    private static final Pattern JAVA_VERSION = Pattern.compile("(?m)^JAVA_VERSION=\"(\\d+)");

    private JdkRelease() {
    }

    /** The feature release (17, 21, 25, ...) of the JDK at {@code javaHome}; empty when its release file does not say. */
    static OptionalInt feature(Path javaHome) {
        try {
            Matcher version = JAVA_VERSION.matcher(Files.readString(javaHome.resolve("release")));
            return version.find() ? OptionalInt.of(Integer.parseInt(version.group(1))) : OptionalInt.empty();
        } catch (IOException e) {
            return OptionalInt.empty();
        }
    }
}
