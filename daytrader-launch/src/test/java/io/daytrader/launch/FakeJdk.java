package io.daytrader.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A folder that passes for a JDK of a given version without being one: an executable bin/java and the release file. */
public final class FakeJdk {

    private FakeJdk() {
    }

    public static Path of(Path home, String version) throws IOException {
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\nexit 0\n");
        if (!java.toFile().setExecutable(true)) {
            throw new IOException("cannot make " + java + " executable");
        }
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_VERSION=\"" + version + "\"\n");
        return home;
    }
}
