package io.daytrader.launch;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every folder of servers/ is a kind that describes itself, and the README's matrix says what the descriptors say. */
class ServerKindsTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @Test
    void everyKindHasAWholeDescriptorWhosePinnedVersionWasTried() throws IOException {
        String parentPom = Files.readString(ROOT.resolve("pom.xml"));
        List<Path> kinds;
        try (Stream<Path> folders = Files.list(ROOT.resolve("servers"))) {
            kinds = folders.filter(folder -> Files.isExecutable(folder.resolve("bench-target"))).sorted().toList();
        }
        assertThat(kinds).hasSizeGreaterThanOrEqualTo(6);
        for (Path folder : kinds) {
            KindDescriptor kind = KindDescriptor.read(folder);
            String pinned = parentPom.replaceAll("(?s).*<" + kind.versionProperty() + ">([^<]+)</.*", "$1");
            assertThat(pinned).as(kind.kind() + "'s " + kind.versionProperty() + " in the parent POM")
                    .doesNotContain("<").isEqualTo(kind.versionsTried().get(0));
            String[] coordinates = kind.distribution().split(":");
            String script = Files.readString(folder.resolve("bench-target"))
                    + (Files.exists(folder.resolve("../glassfish/bench-target"))
                    ? Files.readString(folder.resolve("../glassfish/bench-target")) : "");
            assertThat(script).as(kind.kind() + "'s bench-target provisions its distribution " + kind.distribution())
                    .contains(coordinates[0]).contains(coordinates[1]);
        }
        assertThat(KindDescriptor.all(ROOT)).filteredOn(KindDescriptor::defaultKind).singleElement()
                .extracting(KindDescriptor::kind).isEqualTo("liberty");
    }

    @Test
    void theReadmesServerMatrixIsTheDescriptorsOwn() throws IOException {
        assertThat(Files.readString(ROOT.resolve("README.md")))
                .as("README.md's server matrix; paste KindMatrix.markdown(KindDescriptor.all(root)) there")
                .contains(KindMatrix.markdown(KindDescriptor.all(ROOT)));
    }
}
