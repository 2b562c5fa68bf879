package io.daytrader.bench.run;

import io.daytrader.bench.catalog.CatalogReader;
import io.daytrader.bench.catalog.PrimitiveSelection;
import io.daytrader.bench.cli.BenchOptions;
import io.daytrader.bench.plan.Workload;
import io.daytrader.bench.plan.WorkloadPlanner;
import io.daytrader.launch.Http;
import io.daytrader.bench.server.Target;
import io.daytrader.catalog.Catalog;
import io.daytrader.catalog.CatalogPrimitive;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The workloads a launch measures: the selected primitives the target's catalog ({@code GET /primitives}, or
 * {@code --catalog}) offers, the scenario servlet and the user workload. Primitives the target lacks go to
 * {@code unavailable}.
 */
final class WorkloadSelection {

    private WorkloadSelection() {
    }

    static List<Workload> of(BenchOptions options, Target target, WorkloadPlanner planner,
                             Consumer<String> unavailable) {
        List<Workload> workloads = new ArrayList<>();
        if (!options.primitives().isEmpty()) {
            List<CatalogPrimitive> selected = PrimitiveSelection.select(catalog(options, target), options.primitives());
            selected.stream().filter(p -> !p.available()).forEach(p -> unavailable.accept(p.name()));
            workloads.addAll(planner.primitives(selected.stream().filter(CatalogPrimitive::available).toList()));
        }
        if (options.scenario()) {
            workloads.addAll(planner.scenario(options.scenarioPath()));
        }
        if (options.userWorkload()) {
            workloads.addAll(planner.userWorkload(options.users(), options.quotes(), options.facesSharePercent()));
        }
        return workloads;
    }

    private static Catalog catalog(BenchOptions options, Target target) {
        if (options.catalogFile() != null) {
            return CatalogReader.read(options.catalogFile());
        }
        String url = target.baseUrl() + "/primitives";
        try {
            Http.Response response = Http.get(url, Duration.ofSeconds(30));
            if (response.status() != 200) {
                throw new IllegalStateException("the primitive catalog " + url + " answered HTTP " + response.status());
            }
            return CatalogReader.parse(response.body());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the primitive catalog " + url + ": " + e.getMessage(), e);
        }
    }
}
