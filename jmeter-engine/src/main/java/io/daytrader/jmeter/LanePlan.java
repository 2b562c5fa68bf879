package io.daytrader.jmeter;

import org.apache.jmeter.save.SaveService;
import org.apache.jmeter.testelement.TestElement;
import org.apache.jmeter.threads.AbstractThreadGroup;
import org.apache.jorphan.collections.HashTree;
import org.apache.jorphan.collections.ListedHashTree;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One plan run in several lanes at once, each lane against its own server: the plan once per lane, each copy reading
 * the lane's own {@code HOST.k}, {@code PORT.k} and {@code PROTOCOL.k} properties (k from 0) where the plan reads
 * HOST, PORT and PROTOCOL, its thread groups named "lane<k> ..." (so every sample's thread name says its lane), and
 * the elements the plan puts beside its thread groups (cookies, headers, data sets) moved into each of the lane's
 * thread groups, so that they act on that lane only. All lanes run in one test of one JVM: a pause of that JVM (its
 * collector, its compiler) hits every lane at once, as the machine's swings hit the servers.
 */
final class LanePlan {

    /** The property that asks for lanes, and the ones each lane has of its own. */
    static final String LANES = "LANES";
    private static final Pattern PER_LANE = Pattern.compile("__P\\((HOST|PORT|PROTOCOL)([,)])");
    /** What a lane's thread groups are called: "lane" + k + " " + the plan's name for them. */
    static final String THREAD_GROUP_PREFIX = "lane";

    private LanePlan() {
    }

    /** The plan's text for lane {@code lane}: its HOST, PORT and PROTOCOL read as the lane's own. */
    static String forLane(String plan, int lane) {
        Matcher matcher = PER_LANE.matcher(plan);
        return matcher.replaceAll(match -> Matcher.quoteReplacement("__P(" + match.group(1) + "." + lane
                + match.group(2)));
    }

    /**
     * The runnable tree of {@code lanes} lanes of {@code plan}, each copy made runnable by {@code runnable} (module
     * controllers resolved, disabled elements removed) before the copies are joined under the first copy's test plan.
     */
    static HashTree of(Path plan, int lanes, Preparation runnable) throws Exception {
        String text = Files.readString(plan, StandardCharsets.UTF_8);
        HashTree joined = null;
        HashTree joinedPlan = null;
        for (int lane = 0; lane < lanes; lane++) {
            Path copy = Files.createTempFile("daytrader-lane" + lane + "-", ".jmx");
            HashTree tree;
            try {
                Files.writeString(copy, forLane(text, lane), StandardCharsets.UTF_8);
                tree = runnable.of(SaveService.loadTree(copy.toFile()));
            } finally {
                Files.deleteIfExists(copy);
            }
            Object testPlan = tree.getArray()[0];
            HashTree planTree = tree.getTree(testPlan);
            if (joined == null) {
                joined = new ListedHashTree();
                joined.add(testPlan);
                joinedPlan = joined.getTree(testPlan);
            }
            List<Object> groups = new ArrayList<>();
            List<Object> beside = new ArrayList<>();
            for (Object element : planTree.list()) {
                (element instanceof AbstractThreadGroup ? groups : beside).add(element);
            }
            for (Object group : groups) {
                TestElement named = (TestElement) group;
                named.setName(THREAD_GROUP_PREFIX + lane + " " + named.getName());
                HashTree groupTree = planTree.getTree(group);
                for (Object element : beside) {
                    groupTree.add(element, planTree.getTree(element));
                }
                joinedPlan.add(group, groupTree);
            }
        }
        return joined;
    }

    /** Makes a loaded plan runnable. */
    interface Preparation {
        HashTree of(HashTree loaded) throws Exception;
    }
}
