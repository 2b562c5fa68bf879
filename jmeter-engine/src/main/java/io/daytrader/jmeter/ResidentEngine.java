package io.daytrader.jmeter;

import org.apache.jmeter.JMeter;
import org.apache.jmeter.util.JMeterUtils;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A JMeter that stays up for many runs: {@code ResidentEngine JMETER_HOME [NAME=VALUE...]} loads JMeter's
 * properties (plus the given ones, fixed for the process: what a JTL records, for instance), then reads commands on
 * standard input, one a line ({@link EngineProtocol}): a run, {@code stop} (the running test finishes the requests it
 * sent and stops, as JMeter's "Shutdown"), {@code set} (properties the running test's threads read from their next
 * iteration on), or the end of input. Every run says on standard output when its test has
 * started and answers one line when it ended; what JMeter itself prints goes to standard error. Runs are taken one
 * at a time.
 */
public final class ResidentEngine {

    private final PrintStream answers;
    private final ExecutorService runner = Executors.newSingleThreadExecutor(task -> new Thread(task, "plan-run"));
    private volatile PlanRun current;

    private ResidentEngine(PrintStream answers) {
        this.answers = answers;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: ResidentEngine JMETER_HOME [NAME=VALUE...]");
            System.exit(2);
        }
        PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        initialise(Path.of(args[0]), args);
        new ResidentEngine(answers).serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        System.exit(0);
    }

    private static void initialise(Path home, String[] args) {
        System.setProperty(JMeter.JMETER_NON_GUI, "true");
        JMeterUtils.setJMeterHome(home.toString());
        JMeterUtils.loadJMeterProperties(home.resolve("bin/jmeter.properties").toString());
        Properties user = JMeterUtils.loadProperties(home.resolve("bin/user.properties").toString());
        if (user != null) {
            user.forEach((name, value) -> JMeterUtils.setProperty((String) name, (String) value));
        }
        for (int i = 1; i < args.length; i++) {
            int equals = args[i].indexOf('=');
            JMeterUtils.setProperty(args[i].substring(0, equals), args[i].substring(equals + 1));
        }
        JMeterUtils.initLocale();
    }

    private void serve(BufferedReader commands) throws Exception {
        String line;
        while ((line = commands.readLine()) != null) {
            if (line.equals(EngineProtocol.STOP)) {
                PlanRun running = current;
                if (running != null) {
                    running.stop();
                }
            } else if (line.startsWith(EngineProtocol.SET + "\t")) {
                set(line);
            } else if (line.startsWith(EngineProtocol.RUN + "\t")) {
                start(line);
            } else if (!line.isBlank()) {
                answer(EngineProtocol.failedLine("unknown command: " + line));
            }
        }
        PlanRun running = current;
        if (running != null) {
            running.stop();
        }
        runner.shutdown();
    }

    private void start(String line) {
        PlanRun run;
        try {
            run = new PlanRun(RunRequest.parse(line), () -> answer(EngineProtocol.STARTED));
        } catch (IllegalArgumentException e) {
            answer(EngineProtocol.failedLine(e.getMessage()));
            return;
        }
        current = run;
        runner.execute(() -> {
            try {
                run.run();
                current = null;
                answer(EngineProtocol.okLine());
            } catch (Exception | Error e) {
                current = null;
                e.printStackTrace();
                answer(EngineProtocol.failedLine(String.valueOf(e)));
            }
        });
    }

    /** A set line changes properties of the running test; with no test running it is refused. */
    private void set(String line) {
        PlanRun running = current;
        try {
            Map<String, String> properties = RunRequest.parseSet(line);
            if (running == null) {
                throw new IllegalArgumentException("no test runs to set " + properties.keySet() + " for");
            }
            running.set(properties);
        } catch (IllegalArgumentException e) {
            System.err.println("set refused: " + e.getMessage());
        }
    }

    private synchronized void answer(String line) {
        answers.println(line);
    }
}
