package io.daytrader.bench;

import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The reports of a comparison of three targets, in a 1,280 x 800 viewport of headless Chromium: the first screen is
 * the verdict (a line per target against the baseline, and the forest plot, its labels whole) and nothing scrolls
 * sideways; nor does the report of any run committed under docs/performance. They are rendered from committed
 * results.json files, so no server is needed. The bench report's first screen is kept as
 * target/bench-it/report-layout/report.png: docs/images/report.png is that picture.
 */
class ReportLayoutIT {

    private static final Path ROOT = Path.of(System.getProperty("daytrader.bench.root"));
    private static final Path OUTPUT = Path.of(System.getProperty("daytrader.bench.it.output")).resolve("report-layout");
    /** A side-by-side sweep of three targets (22 workloads each), kept with its note. */
    private static final Path THREE_TARGETS = ROOT.resolve("docs/performance/2026-11-28-side-by-side/results.json");
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 800;
    /** What a reader sees of the page before scrolling, and whether it scrolls sideways. */
    private static final String FIRST_SCREEN = """
            const box = e => e.getBoundingClientRect();
            const lines = [...document.querySelectorAll('.verdict-line')];
            const plot = document.querySelector('.forest-plot');
            const labels = plot ? [...plot.querySelectorAll('td.label')] : [];
            return {
              width: window.innerWidth, height: window.innerHeight,
              scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth,
              verdictLines: lines.length,
              verdictBottom: Math.max(0, ...lines.map(l => box(l).bottom)),
              plotTop: plot ? box(plot).top : -1, plotBottom: plot ? box(plot).bottom : -1,
              plotRows: labels.length,
              labelsCut: labels.filter(l => l.scrollWidth > l.clientWidth).map(l => l.textContent)
            };
            """;

    private static ReportBrowser browser;

    @BeforeAll
    static void startBrowser() throws Exception {
        browser = ReportBrowser.open(WIDTH, HEIGHT, OUTPUT.resolve("chromium-profile"));
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void theBenchReportOfThreeTargetsAnswersOnItsFirstScreen() throws Exception {
        Path report = OUTPUT.resolve("bench");
        run("report", "--output", report.toString(), THREE_TARGETS.toString());

        browser.load(report.resolve("index.html"));
        answersOnItsFirstScreen(browser.measure(FIRST_SCREEN));
        browser.screenshot(OUTPUT.resolve("report.png"));
    }

    @Test
    void theCompareReportOfThreeTargetsAnswersOnItsFirstScreen() {
        Path report = OUTPUT.resolve("compare");
        run("compare", "--root", ROOT.toString(), "--output", report.toString(), THREE_TARGETS.toString());

        browser.load(report.resolve("index.html"));
        answersOnItsFirstScreen(browser.measure(FIRST_SCREEN));
    }

    @Test
    void theReportOfEveryCommittedRunFitsThePageWidth() throws Exception {
        Path notes = ROOT.resolve("docs/performance");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(notes)) {
            files = walk.filter(file -> file.getFileName().toString().equals("results.json")).sorted().toList();
        }
        assertThat(files).isNotEmpty();
        SoftAssertions softly = new SoftAssertions();
        for (Path file : files) {
            Path report = OUTPUT.resolve("committed").resolve(notes.relativize(file.getParent()).toString()
                    .replace('/', '-'));
            run("report", "--output", report.toString(), file.toString());

            browser.load(report.resolve("index.html"));
            Map<String, Object> screen = browser.measure(FIRST_SCREEN);
            softly.assertThat(number(screen, "scrollWidth")).as("the width of the report of %s", file)
                    .isLessThanOrEqualTo(number(screen, "clientWidth"));
        }
        softly.assertAll();
    }

    /** Two verdict lines (two targets against the baseline) and the whole forest plot in view, no sideways scroll. */
    private static void answersOnItsFirstScreen(Map<String, Object> screen) {
        SoftAssertions softly = new SoftAssertions();
        softly.assertThat(number(screen, "width")).as("the viewport's width").isEqualTo(WIDTH);
        softly.assertThat(number(screen, "height")).as("the viewport's height").isEqualTo(HEIGHT);
        softly.assertThat(number(screen, "scrollWidth")).as("the page's width, against the window's %s", screen)
                .isLessThanOrEqualTo(number(screen, "clientWidth"));
        softly.assertThat(number(screen, "verdictLines")).as("verdict lines").isEqualTo(2);
        softly.assertThat(number(screen, "verdictBottom")).as("the verdict lines' bottom, in %s", screen)
                .isLessThanOrEqualTo(number(screen, "height"));
        softly.assertThat(number(screen, "plotRows")).as("forest plot rows: the workloads and the geometric mean")
                .isEqualTo(23);
        softly.assertThat(number(screen, "plotTop")).as("the forest plot's top").isGreaterThan(0);
        softly.assertThat(number(screen, "plotBottom")).as("the forest plot's bottom, in %s", screen)
                .isLessThanOrEqualTo(number(screen, "height"));
        softly.assertThat((List<?>) screen.get("labelsCut")).as("forest plot labels cut").isEmpty();
        softly.assertAll();
    }

    private static double number(Map<String, Object> screen, String name) {
        return ((Number) screen.get(name)).doubleValue();
    }

    private static void run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = BenchMain.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(out, true, StandardCharsets.UTF_8));
        assertThat(exit).as("exit code; output:%n%s", out.toString(StandardCharsets.UTF_8)).isZero();
    }
}
