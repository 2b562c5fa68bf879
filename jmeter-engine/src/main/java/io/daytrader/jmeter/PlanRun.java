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
 * length only; with the property {@value LanePlan#LANES} = n, the plan runs in n lanes at once ({@link LanePlan}).
 */
final class PlanRun {

    private final RunRequest request;
    private final Runnable onStart;
    private volatile StandardJMeterEngine engine;
    private volatile boolean stopAsked;
    /** What the properties this run set were before it (null: unset), restored when it ends. */
    private final Map<String, String> previous = new HashMap<>();

    /** @param onStart called once the test has started (its thread groups are being started) */
    PlanRun(RunRequest request, Runnable onStart) {
        this.request = request;
        this.onStart = onStart;
    }

    /** Runs the plan to its end (or until {@link #stop()} has ended it). */
    void run() throws Exception {
        set(request.properties());
        try {
            FileServer.getFileServer().setBaseForScript(request.plan().toFile());
            String lanes = request.properties().get(LanePlan.LANES);
            HashTree tree = lanes == null ? runnableTree(SaveService.loadTree(request.plan().toFile()))
                    : LanePlan.of(request.plan(), Integer.parseInt(lanes), PlanRun::runnableTree);
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
            restoreProperties();
        }
        if (request.dashboard() != null) {
            JMeterUtils.setProperty(JMeter.JMETER_REPORT_OUTPUT_DIR_PROPERTY, request.dashboard().toString());
            new ReportGenerator(request.jtl().toString(), null).generate();
        }
    }

    /**
     * Sets properties while the test runs: a sampler field that reads one with __P reads the new value from its
     * thread's next iteration on. The run's end restores what the properties were before it.
     */
    void set(Map<String, String> values) {
        Properties properties = JMeterUtils.getJMeterProperties();
        synchronized (previous) {
            values.forEach((name, value) -> {
                if (!previous.containsKey(name)) {
                    previous.put(name, properties.getProperty(name));
                }
                properties.setProperty(name, value);
            });
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

    private void restoreProperties() {
        Properties properties = JMeterUtils.getJMeterProperties();
        synchronized (previous) {
            previous.forEach((name, value) -> {
                if (value == null) {
                    properties.remove(name);
                } else {
                    properties.setProperty(name, value);
                }
            });
        }
    }
}
