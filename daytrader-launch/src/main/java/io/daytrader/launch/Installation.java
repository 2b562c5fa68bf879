package io.daytrader.launch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A provisioned server: its kind, real version, installation ({@code home}), the archive it came from and the
 * application file it deploys (null when the kind does not say).
 */
public record Installation(ServerKind kind, String version, Path home, Path download, Path app) {

    public String name() {
        return kind.name() + ":" + version;
    }

    public Long downloadBytes() {
        return download != null && Files.isRegularFile(download) ? ServerKind.sizeOf(download) : null;
    }

    public long diskBytes() {
        return ServerKind.sizeOf(home);
    }

    /** The SHA-256 of the deployed application, or null. */
    public String appSha256() {
        if (app == null || !Files.isRegularFile(app)) {
            return null;
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(app)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + app, e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
