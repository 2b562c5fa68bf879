package io.daytrader.launch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The server JVM's options: a fixed heap ({@code -Xms} = {@code -Xmx}) and garbage collector for every server kind,
 * so a comparison compares servers, not launch-script defaults, followed by the user's {@code --jvm-opts}. A user
 * option that sets the heap or the collector replaces the default one.
 */
public final class JvmOptions {

    public static final List<String> DEFAULT_HEAP = List.of("-Xms1g", "-Xmx1g");
    public static final String DEFAULT_GC = "-XX:+UseG1GC";

    private JvmOptions() {
    }

    public static List<String> of(String userOptions) {
        List<String> user = userOptions == null || userOptions.isBlank() ? List.of()
                : Arrays.asList(userOptions.trim().split("\\s+"));
        List<String> options = new ArrayList<>();
        if (user.stream().noneMatch(o -> o.startsWith("-Xmx") || o.startsWith("-Xms")
                || o.startsWith("-XX:MaxRAMPercentage") || o.startsWith("-XX:InitialRAMPercentage"))) {
            options.addAll(DEFAULT_HEAP);
        }
        if (user.stream().noneMatch(o -> o.matches("-XX:\\+Use\\w*GC"))) {
            options.add(DEFAULT_GC);
        }
        options.addAll(user);
        return options;
    }
}
