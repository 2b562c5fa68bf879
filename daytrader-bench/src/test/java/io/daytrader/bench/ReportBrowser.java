package io.daytrader.bench;

import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;

/**
 * Debian's headless Chromium, driven by Selenium through Debian's ChromeDriver, showing pages in a viewport of a
 * given size: the report as a reader sees it. The application's browser test (BrowserIT) installs both where they
 * are missing.
 */
final class ReportBrowser implements AutoCloseable {

    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private final ChromeDriver driver;

    private ReportBrowser(ChromeDriver driver) {
        this.driver = driver;
    }

    static ReportBrowser open(int width, int height, Path profileDir) throws IOException {
        if (!Files.isExecutable(ChromiumScreenshot.CHROMIUM) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException(ChromiumScreenshot.CHROMIUM + " or " + DRIVER + " is missing: install"
                    + " Debian's chromium and chromium-driver (apt-get install chromium chromium-driver)");
        }
        Files.createDirectories(profileDir);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(ChromiumScreenshot.CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=" + width + "," + height,
                "--user-data-dir=" + profileDir.toAbsolutePath());
        ChromeDriver driver = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile())
                .build(), options);
        driver.manage().window().setSize(new Dimension(width, height));
        // The window's frame takes its share of the size; the page gets width x height once it is added.
        @SuppressWarnings("unchecked")
        List<Long> frame = (List<Long>) driver.executeScript("return [window.outerWidth - window.innerWidth,"
                + " window.outerHeight - window.innerHeight];");
        driver.manage().window().setSize(new Dimension(width + frame.get(0).intValue(),
                height + frame.get(1).intValue()));
        return new ReportBrowser(driver);
    }

    void load(Path page) {
        driver.get(page.toUri().toString());
    }

    /** What {@code script} (the body of a function) returns on the loaded page: numbers, strings, lists, maps. */
    @SuppressWarnings("unchecked")
    Map<String, Object> measure(String script) {
        return (Map<String, Object>) driver.executeScript(script);
    }

    /** The window as it shows the loaded page, as PNG. */
    void screenshot(Path png) throws IOException {
        Files.createDirectories(png.getParent());
        Files.copy(driver.getScreenshotAs(OutputType.FILE).toPath(), png, StandardCopyOption.REPLACE_EXISTING);
    }

    @Override
    public void close() {
        driver.quit();
    }
}
