package io.daytrader.web.prims.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The catalog's entries have the shape the lab programs against. */
class PrimitiveCatalogTest {

    private static final List<Primitive> ALL = PrimitiveCatalog.all();

    @Test
    void namesAndPathsAreUnique() {
        assertThat(ALL.stream().map(Primitive::name)).doesNotHaveDuplicates();
        assertThat(ALL.stream().map(Primitive::path)).doesNotHaveDuplicates();
    }

    @Test
    void everyCategoryHasPrimitivesAndTheLabelsAreTheDocumentedOnes() {
        assertThat(ALL.stream().map(p -> p.category().label()).collect(Collectors.toSet()))
                .containsExactlyInAnyOrder("web", "jdbc", "ejb-jpa", "jms", "modern-ee", "websocket", "faces");
    }

    @Test
    void fieldsHaveTheirAllowedValues() {
        for (Primitive p : ALL) {
            assertThat(p.path()).as(p.name()).startsWith("/");
            assertThat(p.example()).as(p.name()).startsWith(p.path());
            assertThat(p.method()).as(p.name()).isIn("GET", "POST");
            assertThat(p.protocol()).as(p.name()).isIn("http", "websocket");
            assertThat(p.description()).as(p.name()).isNotBlank().doesNotContain("\n");
            assertThat(p.feature()).as(p.name()).isNotBlank();
            if (p.sizeParameter() != null) {
                assertThat(p.example()).as(p.name()).contains("?" + p.sizeParameter() + "=");
            }
        }
    }

    @Test
    void sessionPrimitivesNeedCookiesAndNothingElseDoes() {
        Set<String> withCookies = ALL.stream().filter(Primitive::needsCookies).map(Primitive::name)
                .collect(Collectors.toSet());
        assertThat(withCookies).containsExactlyInAnyOrder("PingSession1", "PingSession2", "PingSession3", "PingCDIFaces");
    }

    @Test
    void onlyTheJdbcWriteChangesTheTradeDataSoALoadDriverResetsAfterIt() {
        Set<String> writers = ALL.stream().filter(Primitive::changesTradeData).map(Primitive::name)
                .collect(Collectors.toSet());
        assertThat(writers).containsExactly("PingJDBCWrite");
        assertThat(ALL.stream().filter(p -> p.name().equals("PingJDBCWrite")).findFirst().orElseThrow()
                .toModel(true).changesTradeData()).isTrue();
    }

    @Test
    void websocketEntriesAreInTheWebsocketCategory() {
        for (Primitive p : ALL) {
            assertThat(p.isWebSocket()).as(p.name()).isEqualTo(p.category() == Category.WEBSOCKET);
        }
    }

    @Test
    void everyPrimitiveSaysWhatItsAnswerContains() {
        for (Primitive p : ALL) {
            assertThat(p.answer()).as(p.name()).isNotBlank().doesNotContain("\n");
        }
    }

    @Test
    void theModelCarriesEveryFieldAndTheAvailability() {
        Primitive p = ALL.get(0);
        var model = p.toModel(false);
        assertThat(model.name()).isEqualTo(p.name());
        assertThat(model.category()).isEqualTo(p.category().label());
        assertThat(model.answer()).isEqualTo(p.answer());
        assertThat(model.available()).isFalse();
        assertThat(p.toModel(true).available()).isTrue();
    }
}
