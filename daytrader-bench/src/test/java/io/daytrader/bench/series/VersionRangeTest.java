package io.daytrader.bench.series;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VersionRangeTest {

    /** What Maven Central's metadata listed for org.apache.tomcat:tomcat (11.0 line), in its order. */
    private static final List<String> TOMCAT = List.of("10.1.59", "11.0.0-M1", "11.0.0-M16", "11.0.1", "11.0.2",
            "11.0.5", "11.0.6", "11.0.7", "11.0.9", "11.0.13", "11.0.14", "11.0.15", "11.0.18", "11.0.24");

    @Test
    void aRangeIsEveryReleaseBetweenItsBoundsInVersionOrder() {
        assertThat(VersionRange.isRange("tomcat:11.0.9..11.0.24")).isTrue();
        assertThat(VersionRange.isRange("tomcat:11.0.9")).isFalse();
        assertThat(VersionRange.isRange("tomcat")).isFalse();

        assertThat(VersionRange.parse("tomcat:11.0.9..11.0.24").targets(TOMCAT)).containsExactly("tomcat:11.0.9",
                "tomcat:11.0.13", "tomcat:11.0.14", "tomcat:11.0.15", "tomcat:11.0.18", "tomcat:11.0.24");
    }

    @Test
    void preReleasesOnlyWhenABoundIsOne() {
        assertThat(VersionRange.parse("tomcat:10.1.59..11.0.2").targets(TOMCAT))
                .containsExactly("tomcat:10.1.59", "tomcat:11.0.1", "tomcat:11.0.2");
        assertThat(VersionRange.parse("tomcat:11.0.0-M1..11.0.1").targets(TOMCAT))
                .containsExactly("tomcat:11.0.0-M1", "tomcat:11.0.0-M16", "tomcat:11.0.1");
        assertThat(List.of("34.0.0.Beta1", "26.0.0.1-beta", "10.0.0-RC2", "8.0.0-SNAPSHOT", "7.0.0-M12"))
                .allMatch(VersionRange::preRelease);
        assertThat(List.of("33.0.1.Final", "25.0.0.12", "6.2025.9", "11.0.24")).noneMatch(VersionRange::preRelease);
    }

    @Test
    void aBadRangeSaysWhatIsWrong() {
        assertThatThrownBy(() -> VersionRange.parse("tomcat:11.0.24..11.0.9"))
                .hasMessageContaining("runs backwards").hasMessageContaining("tomcat:11.0.9..11.0.24");
        assertThatThrownBy(() -> VersionRange.parse("tomcat:..11.0.9")).hasMessageContaining("KIND:FIRST..LAST");
        assertThatThrownBy(() -> VersionRange.parse("tomcat:11.0.10..11.0.24").targets(TOMCAT))
                .hasMessage("tomcat 11.0.10 is not among the versions Maven Central serves of it; the nearest: 11.0.7,"
                        + " 11.0.9, 11.0.13, 11.0.14");
    }

    @Test
    void expandingLeavesOtherTargetsAsTheyAre() {
        assertThat(VersionRange.expand(List.of("liberty", "tomcat:11.0.14..11.0.18", "tomcat:11.0.24"),
                Map.of("tomcat", TOMCAT)::get)).containsExactly("liberty", "tomcat:11.0.14", "tomcat:11.0.15",
                "tomcat:11.0.18", "tomcat:11.0.24");
    }

    @Test
    void theMetadataListsTheVersionsUnderVersioning() {
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <metadata>
                  <groupId>org.apache.tomcat</groupId>
                  <artifactId>tomcat</artifactId>
                  <version>11.0.24</version>
                  <versioning>
                    <latest>11.0.24</latest>
                    <release>11.0.24</release>
                    <versions>
                      <version>11.0.18</version>
                      <version>11.0.24</version>
                    </versions>
                  </versioning>
                </metadata>
                """;
        assertThat(MavenMetadata.parse(xml.getBytes(StandardCharsets.UTF_8))).containsExactly("11.0.18", "11.0.24");
    }
}
