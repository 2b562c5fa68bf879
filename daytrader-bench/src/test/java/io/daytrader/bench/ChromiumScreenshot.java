package io.daytrader.bench;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Renders a page with Debian's headless Chromium into a PNG and counts pixels of a colour in it. */
final class ChromiumScreenshot {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    private ChromiumScreenshot() {
    }

    static BufferedImage take(Path page, Path png, Path profileDir) throws IOException, InterruptedException {
        if (!Files.isExecutable(CHROMIUM)) {
            throw new IllegalStateException(CHROMIUM + " is missing: install Debian's chromium (apt-get install chromium)");
        }
        Files.deleteIfExists(png);
        Process process = new ProcessBuilder(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profileDir, "--window-size=1000,2000",
                "--screenshot=" + png, page.toUri().toString()))
                .redirectErrorStream(true).redirectOutput(png.resolveSibling("chromium.log").toFile()).start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("Chromium did not finish the screenshot");
        }
        if (!Files.exists(png)) {
            throw new IllegalStateException("Chromium wrote no screenshot; see " + png.resolveSibling("chromium.log"));
        }
        return ImageIO.read(png.toFile());
    }

    static long pixelsOf(BufferedImage image, int rgb) {
        long count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    count++;
                }
            }
        }
        return count;
    }
}
