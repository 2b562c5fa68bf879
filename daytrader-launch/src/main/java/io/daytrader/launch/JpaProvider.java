package io.daytrader.launch;

import java.util.Arrays;
import java.util.Locale;

/** Who runs the application's entities ({@code --jpa}): the OpenJPA bundled in the EAR, or the server's own provider. */
public enum JpaProvider {
    BUNDLED, SERVER;

    /** How the command line, the start scripts ({@code DAYTRADER_JPA}) and the results name it. */
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static JpaProvider of(String name) {
        return Arrays.stream(values()).filter(p -> p.cliName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--jpa must be bundled or server, got '" + name + "'"));
    }

    @Override
    public String toString() {
        return cliName();
    }
}
