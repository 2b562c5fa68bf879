package io.daytrader.bench.run;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/** Compresses a file in place (FILE becomes FILE.gz): the per-request samples of long runs are large. */
final class Gzip {

    private Gzip() {
    }

    static Path replace(Path file) {
        Path gz = file.resolveSibling(file.getFileName() + ".gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            Files.copy(file, out);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot compress " + file, e);
        }
        try {
            Files.delete(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + file, e);
        }
        return gz;
    }
}
