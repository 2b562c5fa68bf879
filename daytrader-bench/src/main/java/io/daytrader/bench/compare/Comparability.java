package io.daytrader.bench.compare;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Machine;
import io.daytrader.bench.results.Provenance;
import io.daytrader.bench.results.Settings;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What differs between result files beyond the targets themselves: the protocol and settings, the machine and the
 * load driver. Comparing across such a difference compares the setups, not the servers, so compare refuses it
 * unless forced. A value an older file does not record is not compared.
 */
public final class Comparability {

    private Comparability() {
    }

    /** One line per difference between {@code files.get(0)} and each other file; empty when they compare. */
    public static List<String> differences(List<BenchResults> files, List<String> names) {
        List<String> differences = new ArrayList<>();
        Map<String, Object> baseline = facts(files.get(0));
        for (int f = 1; f < files.size(); f++) {
            Map<String, Object> other = facts(files.get(f));
            for (Map.Entry<String, Object> fact : baseline.entrySet()) {
                Object theirs = other.get(fact.getKey());
                if (fact.getValue() != null && theirs != null && !Objects.equals(fact.getValue(), theirs)) {
                    differences.add(fact.getKey() + ": " + fact.getValue() + " in " + names.get(0) + ", " + theirs
                            + " in " + names.get(f));
                }
            }
        }
        return differences;
    }

    private static Map<String, Object> facts(BenchResults results) {
        Map<String, Object> facts = new LinkedHashMap<>();
        Settings s = results.settings();
        facts.put("profile", s.profile());
        facts.put("measured windows", s.runs() + " x " + s.runSeconds() + " s");
        facts.put("think time (ms)", s.thinkTimeMs() + " +- " + (s.thinkSpreadMs() == null ? 0 : s.thinkSpreadMs()));
        facts.put("server CPUs", s.serverCpus());
        facts.put("driver CPUs", s.driverCpus());
        facts.put("population", s.users() + " users, " + s.quotes() + " quotes");
        facts.put("user workload's sessions on the Faces pages (%)", s.facesSharePercent());
        facts.put("server profiling (JFR)", s.profileServer());
        facts.put("JMeter engines", s.engines() == null ? null : s.engines().size());
        Machine m = results.machine();
        facts.put("machine", m.host() + ", " + m.cpus() + " CPUs, " + m.cpuModel());
        Provenance p = results.provenance();
        facts.put("JMeter version", p == null ? null : p.jmeterVersion());
        return facts;
    }
}
