package io.daytrader.bench.catalog;

import io.daytrader.bench.TestFiles;
import io.daytrader.catalog.Catalog;
import io.daytrader.catalog.CatalogPrimitive;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PrimitiveSelectionTest {

    private final Catalog catalog = CatalogReader.read(TestFiles.resource("catalog.json"));

    private List<String> names(String... words) {
        return PrimitiveSelection.select(catalog, List.of(words)).stream().map(CatalogPrimitive::name).toList();
    }

    @Test
    void theCatalogFixtureParses() {
        assertThat(catalog.primitives()).hasSize(8);
        CatalogPrimitive json = catalog.primitives().get(6);
        assertThat(json.sizeParameter()).isEqualTo("size");
        assertThat(catalog.primitives().get(7).isWebSocket()).isTrue();
        assertThat(catalog.primitives().get(5).available()).isFalse();
    }

    @Test
    void wordsAreAllCategoriesOrNamesInCatalogOrder() {
        assertThat(names("all")).hasSize(8);
        assertThat(names("web")).containsExactly("PingHtml", "PingServlet", "PingSession1");
        assertThat(names("pingjdbcread", "web")).containsExactly("PingHtml", "PingServlet", "PingSession1", "PingJDBCRead");
        assertThat(PrimitiveSelection.categories(catalog))
                .containsExactly("web", "jdbc", "ejb-jpa", "jms", "modern-ee", "websocket");
    }

    @Test
    void anUnknownWordListsTheCategories() {
        assertThatThrownBy(() -> names("PingNothing")).hasMessageContaining("'PingNothing'")
                .hasMessageContaining("web, jdbc, ejb-jpa");
    }

    @Test
    void garbageIsNotACatalog() {
        assertThatThrownBy(() -> CatalogReader.parse("<html>")).hasMessageContaining("not a primitive catalog");
    }
}
