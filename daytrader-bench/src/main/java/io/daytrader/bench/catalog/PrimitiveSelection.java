package io.daytrader.bench.catalog;

import io.daytrader.catalog.Catalog;
import io.daytrader.catalog.CatalogPrimitive;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which primitives of a catalog {@code --primitives} picks: a comma list of {@code all}, category names and
 * primitive names (case does not matter), in catalog order. A word that is neither is an error.
 */
public final class PrimitiveSelection {

    public static final String ALL = "all";

    private PrimitiveSelection() {
    }

    public static List<CatalogPrimitive> select(Catalog catalog, List<String> words) {
        Set<CatalogPrimitive> chosen = new LinkedHashSet<>();
        for (String word : words) {
            String wanted = word.trim().toLowerCase(Locale.ROOT);
            List<CatalogPrimitive> matches = catalog.primitives().stream()
                    .filter(p -> wanted.equals(ALL) || p.category().equalsIgnoreCase(wanted)
                            || p.name().equalsIgnoreCase(wanted))
                    .toList();
            if (matches.isEmpty()) {
                throw new IllegalArgumentException("--primitives: '" + word + "' is neither 'all', a category ("
                        + String.join(", ", categories(catalog)) + ") nor a primitive of the catalog");
            }
            chosen.addAll(matches);
        }
        return catalog.primitives().stream().filter(chosen::contains).toList();
    }

    public static List<String> categories(Catalog catalog) {
        List<String> categories = new ArrayList<>();
        for (CatalogPrimitive primitive : catalog.primitives()) {
            if (!categories.contains(primitive.category())) {
                categories.add(primitive.category());
            }
        }
        return categories;
    }
}
