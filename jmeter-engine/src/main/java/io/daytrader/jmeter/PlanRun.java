package io.daytrader.jmeter;

import org.apache.jmeter.JMeter;
import org.apache.jmeter.control.ReplaceableController;
import org.apache.jmeter.engine.StandardJMeterEngine;
import org.apache.jmeter.gui.tree.JMeterTreeModel;
import org.apache.jmeter.gui.tree.JMeterTreeNode;
import org.apache.jmeter.report.dashboard.ReportGenerator;
import org.apache.jmeter.reporters.ResultCollector;
import org.apache.jmeter.save.SaveService;
import org.apache.jmeter.services.FileServer;
import org.apache.jmeter.util.JMeterUtils;
import org.apache.jorphan.collections.HashTree;
import org.apache.jorphan.collections.SearchByClass;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * One plan run on JMeter's own engine, as JMeter's non-GUI mode runs it (module controllers resolved, disabled
 * elements removed, every sample written to the JTL by a result collector), with the run's properties set for its
 * length only.
 */
final class PlanRun {

    private final RunRequest request;
    private final Runnable onStart;
    private volatile StandardJMeterEngine engine;
    private volatile boolean stopAsked;

    /** @param onStart called once the test has started (its thread groups are being started) */
    PlanRun(RunRequest request, Runnable onStart) {
        this.request = request;
        this.onStart = onStart;
    }

    /** Runs the plan to its end (or until {@link #stop()} has ended it). */
    void run() throws Exception {
        Map<String, String> previous = setProperties(request.properties());
        try {
            FileServer.getFileServer().setBaseForScript(request.plan().toFile());
            HashTree tree = runnableTree(SaveService.loadTree(request.plan().toFile()));
            ResultCollector collector = new ResultCollector();
            collector.setFilename(request.jtl().toString());
            tree.add(tree.getArray()[0], collector);
            StandardJMeterEngine started = new StandardJMeterEngine();
            started.configure(tree);
            engine = started;
            if (stopAsked) {
                return;
            }
            started.runTest();
            onStart.run();
            started.awaitTermination(Duration.ofDays(1));
        } finally {
            engine = null;
            restoreProperties(previous);
        }
        if (request.dashboard() != null) {
            JMeterUtils.setProperty(JMeter.JMETER_REPORT_OUTPUT_DIR_PROPERTY, request.dashboard().toString());
            new ReportGenerator(request.jtl().toString(), null).generate();
        }
    }

    /** Asks the threads to finish what they are sending and stop (JMeter's "Shutdown"). */
    void stop() {
        stopAsked = true;
        StandardJMeterEngine running = engine;
        if (running != null) {
            running.askThreadsToStop();
        }
    }

    @SuppressWarnings("deprecation")
    private static HashTree runnableTree(HashTree tree) throws Exception {
        JMeterTreeModel model = new JMeterTreeModel(new Object());
        JMeterTreeNode root = (JMeterTreeNode) model.getRoot();
        model.addSubTree(tree, root);
        SearchByClass<ReplaceableController> modules = new SearchByClass<>(ReplaceableController.class);
        tree.traverse(modules);
        for (ReplaceableController module : modules.getSearchResults()) {
            module.resolveReplacementSubTree(root);
        }
        return JMeter.convertSubTree(tree, true);
    }

    private static Map<String, String> setProperties(Map<String, String> values) {
        Properties properties = JMeterUtils.getJMeterProperties();
        Map<String, String> previous = new HashMap<>();
        values.forEach((name, value) -> {
            previous.put(name, properties.getProperty(name));
            properties.setProperty(name, value);
        });
        return previous;
    }

    private static void restoreProperties(Map<String, String> previous) {
        Properties properties = JMeterUtils.getJMeterProperties();
        previous.forEach((name, value) -> {
            if (value == null) {
                properties.remove(name);
            } else {
                properties.setProperty(name, value);
            }
        });
    }
}
