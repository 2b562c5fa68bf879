package io.daytrader.it.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.daytrader.it.RestoreSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A user's whole visit in a real browser (headless Chromium driven by Selenium): register, log in, get a quote,
 * buy, see the holding, sell it, see the order alert, watch the live market summary, update the profile, log out,
 * and the primitives' index; and the same visit through the Faces pages. No page logs an error to the console (a script, style or connection the
 * Content-Security-Policy refuses would). Every page is saved as a screenshot under target/browser-screenshots.
 */
@ExtendWith(RestoreSettings.class)
class BrowserIT {

    private static final Path SCREENSHOTS = Path.of("target", "browser-screenshots");

    private static ChromeDriver browser;
    private static WebDriverWait wait;
    private static long browserStartMillis;
    private int shot;

    @BeforeAll
    static void startBrowser() throws Exception {
        new WebClient().configure("OrderProcessingMode", "Sync", "DisplayOrderAlerts", "true",
                "EnablePublishQuotePriceChange", "true");
        Chromium.ensureInstalled();
        Files.createDirectories(SCREENSHOTS);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(Chromium.BROWSER.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1280,1000",
                "--user-data-dir=" + Files.createTempDirectory("daytrader-chromium"));
        LoggingPreferences console = new LoggingPreferences();
        console.enable(LogType.BROWSER, Level.ALL);
        options.setCapability(ChromeOptions.LOGGING_PREFS, console);
        long started = System.nanoTime();
        browser = new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(Chromium.DRIVER.toFile())
                .build(), options);
        browserStartMillis = (System.nanoTime() - started) / 1_000_000;
        wait = new WebDriverWait(browser, Duration.ofSeconds(20));
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void aTradersVisit() throws Exception {
        long started = System.nanoTime();
        String userID = "ru:browser-" + System.currentTimeMillis();

        browser.get(WebClient.baseUrl() + "/app");
        expectTitle("DayTrader Login", "login");
        browser.findElement(By.id("registerLink")).click();
        expectTitle("DayTrader Registration", "register");
        type("userID", userID);
        type("fullName", "Browser Tester");
        type("password", "pw");
        type("confirmPassword", "pw");
        type("address", "1 Chromium Way");
        type("email", "browser@example.com");
        type("creditCard", "1111-2222");
        type("money", "50000");
        browser.findElement(By.id("register")).click();
        expectTitle("Welcome to DayTrader", "registered");
        assertTrue(text("message").contains("Registration operation succeeded"));
        assertEquals("$50,000.00", text("balance"));

        browser.findElement(By.id("logout")).click();
        expectTitle("DayTrader Login", "logged-out-after-registration");
        type("uid", userID);
        type("passwd", "pw");
        browser.findElement(By.id("login")).click();
        expectTitle("Welcome to DayTrader", "home");
        assertEquals("Ready to Trade", text("message"));

        type("lookupSymbols", "s:5");
        browser.findElement(By.cssSelector("footer button")).click();
        expectTitle("DayTrader: Quotes and Trading", "quote");
        WebElement quote = browser.findElement(By.cssSelector("tr.quote[data-symbol='s:5']"));
        assertTrue(quote.getText().contains("S5 Incorporated"));
        WebElement quantity = quote.findElement(By.name("quantity"));
        quantity.clear();
        quantity.sendKeys("7");
        quote.findElement(By.cssSelector("button")).click();
        expectTitle("DayTrader: Order", "bought");
        assertTrue(browser.findElement(By.cssSelector(".confirmation")).getText().contains("has been submitted"));
        assertEquals("closed", text("orderStatus"));

        browser.findElement(By.linkText("Portfolio")).click();
        expectTitle("DayTrader: Portfolio", "portfolio");
        assertEquals("1", text("holdingCount"));
        WebElement holding = browser.findElement(By.cssSelector("tr.holding"));
        assertEquals("s:5", holding.getAttribute("data-symbol"));
        assertEquals("7.0", holding.getAttribute("data-quantity"));

        holding.findElement(By.linkText("sell")).click();
        expectTitle("DayTrader: Order", "sold-with-alert");
        String sellOrder = text("orderID");
        WebElement alerts = browser.findElement(By.id("orderAlerts"));
        assertTrue(alerts.getText().contains("Alert: the following order(s) have completed"));
        assertEquals(1, alerts.findElements(By.cssSelector("tr.orderAlert[data-order-id='" + sellOrder + "']")).size());

        browser.findElement(By.linkText("Portfolio")).click();
        expectTitle("DayTrader: Portfolio", "portfolio-empty");
        assertEquals("0", text("holdingCount"));

        browser.findElement(By.linkText("Market Summary")).click();
        expectTitle("DayTrader: Market Summary", null);
        wait.until(ExpectedConditions.textToBe(By.id("wsState"), "connected"));
        assertTrue(browser.findElements(By.cssSelector("#gainers tr")).size() > 1, "gainers are listed");
        wait.until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#recentChanges tr"), 1));
        assertTrue(browser.findElement(By.id("recentChanges")).getText().contains("s:5"),
                "the recent price changes include the stock just traded");
        screenshot("market-summary-live");

        browser.findElement(By.linkText("Account")).click();
        expectTitle("DayTrader: Account", "account");
        WebElement fullName = browser.findElement(By.id("fullname"));
        fullName.clear();
        fullName.sendKeys("Browser <b>Tester</b>");
        browser.findElement(By.id("updateProfile")).click();
        expectTitle("DayTrader: Account", "profile-updated");
        assertEquals("Your profile has been updated", text("message"));
        assertEquals("Browser <b>Tester</b>", browser.findElement(By.id("fullname")).getAttribute("value"));
        assertTrue(text("fullName").endsWith("Browser <b>Tester</b>"), "the markup is shown as text");

        browser.findElement(By.id("logout")).click();
        expectTitle("DayTrader Login", "logged-out");

        browser.get(WebClient.baseUrl() + "/primitives?format=html");
        expectTitle("DayTrader primitives", "primitives");

        System.out.printf("BrowserIT: Chromium started in %d ms; the visit took %.1f s (%d screenshots in %s)%n",
                browserStartMillis, (System.nanoTime() - started) / 1e9, shot, SCREENSHOTS.toAbsolutePath());
    }

    @Test
    void aTradersVisitThroughTheFacesPages() throws Exception {
        Assumptions.assumeTrue(new WebClient().availablePrimitives().stream()
                .anyMatch(p -> p.get("name").asText().equals("PingFaces")), "this server runs no Jakarta Faces");
        String userID = "ru:faces-browser-" + System.currentTimeMillis();

        browser.get(WebClient.baseUrl() + "/register.faces");
        expectTitle("DayTrader Registration", "faces-register");
        type("register:uid", userID);
        type("register:fullname", "Faces Tester");
        type("register:password", "pw");
        type("register:cpassword", "pw");
        type("register:address", "1 Faces Way");
        type("register:email", "faces@example.com");
        type("register:money", "50000");
        browser.findElement(By.id("register:submit")).click();
        expectTitle("DayTrader Home", "faces-registered");
        assertTrue(text("message").contains("Registration operation succeeded"));
        assertEquals("$50,000.00", text("balance"));

        browser.findElement(By.id("tradeHome:logoff")).click();
        expectTitle("DayTrader Login", "faces-logged-out-after-registration");
        type("login:uid", userID);
        type("login:password", "pw");
        browser.findElement(By.id("login:submit")).click();
        expectTitle("DayTrader Home", "faces-home");
        assertEquals("Ready to Trade", text("message"));

        type("tradeHome:symbols", "s:5");
        browser.findElement(By.id("tradeHome:quotes")).click();
        expectTitle("DayTrader Quotes", "faces-quote");
        type("quotes:quotes:0:quantity", "7");
        browser.findElement(By.id("quotes:quotes:0:buy")).click();
        expectTitle("DayTrader Order", "faces-bought");
        assertTrue(browser.findElement(By.cssSelector(".confirmation")).getText().contains("7 shares of s:5"));

        browser.findElement(By.linkText("Portfolio")).click();
        expectTitle("DayTrader Portfolio", "faces-portfolio");
        browser.findElement(By.id("portfolio:holdings:0:sell")).click();
        expectTitle("DayTrader Order", "faces-sold");
        assertTrue(browser.findElement(By.cssSelector(".confirmation")).getText().contains("to sell"));

        browser.findElement(By.linkText("Account")).click();
        expectTitle("DayTrader Account", "faces-account");
        type("updateProfile:fullname", "Faces <b>Tester</b>");
        browser.findElement(By.id("updateProfile:submit")).click();
        expectTitle("DayTrader Account", "faces-profile-updated");
        assertEquals("Your profile has been updated", text("message"));
        assertEquals("Faces <b>Tester</b>", browser.findElement(By.id("updateProfile:fullname")).getAttribute("value"));

        browser.findElement(By.id("tradeHome:logoff")).click();
        expectTitle("DayTrader Login", "faces-logged-out");
    }

    private void expectTitle(String title, String screenshotName) throws IOException {
        wait.until(ExpectedConditions.titleIs(title));
        List<WebElement> stackTraces = browser.findElements(By.xpath("//*[contains(text(), 'Exception')]"));
        assertTrue(stackTraces.isEmpty(), "the page shows an exception");
        assertEquals(List.of(), consoleErrors(), title + ": errors on the console");
        if (screenshotName != null) {
            screenshot(screenshotName);
        }
    }

    /** The console's errors since the last call; the browser's own request for /favicon.ico is not the page's. */
    private static List<String> consoleErrors() {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .filter(message -> !message.contains("/favicon.ico"))
                .collect(Collectors.toList());
    }

    private void screenshot(String name) throws IOException {
        shot++;
        Path file = browser.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(file, SCREENSHOTS.resolve(String.format("%02d-%s.png", shot, name)), StandardCopyOption.REPLACE_EXISTING);
    }

    private static void type(String id, String value) {
        WebElement field = browser.findElement(By.id(id));
        field.clear();
        field.sendKeys(value);
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }
}
