package io.daytrader.dbbuild;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SchemaScriptTest {

    private static final Pattern CREATE_TABLE = Pattern.compile("^CREATE TABLE (\\w+)", Pattern.CASE_INSENSITIVE);
    private static final Pattern CREATE_INDEX = Pattern.compile("^CREATE (UNIQUE )?INDEX (\\w+)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DROP_TABLE = Pattern.compile("^DROP TABLE (\\w+)", Pattern.CASE_INSENSITIVE);
    private static final Pattern REFERENCES = Pattern.compile("REFERENCES (\\w+)", Pattern.CASE_INSENSITIVE);

    private static final List<String> TABLES = List.of(
            "KEYGENEJB", "ACCOUNTPROFILEEJB", "QUOTEEJB", "ACCOUNTEJB", "HOLDINGEJB", "ORDEREJB", "TRADEPOPULATION");

    @Test
    void splitsOnSemicolonsAtLineEnds() {
        assertThat(SchemaScript.split("DROP TABLE A;\nDROP TABLE B;\n"))
                .containsExactly("DROP TABLE A", "DROP TABLE B");
    }

    @Test
    void skipsCommentAndBlankLines() {
        String script = """
                -- header comment

                   -- indented comment
                DROP TABLE A;

                \t
                -- another comment
                DROP TABLE B;
                -- trailing comment
                """;

        assertThat(SchemaScript.split(script)).containsExactly("DROP TABLE A", "DROP TABLE B");
    }

    @Test
    void joinsMultiLineStatementsAndSkipsCommentsInside() {
        String script = """
                CREATE TABLE T (
                  -- the key
                  ID INTEGER NOT NULL,

                  NAME VARCHAR(10)
                );
                CREATE INDEX T_NAME ON T (NAME);
                """;

        assertThat(SchemaScript.split(script)).containsExactly(
                "CREATE TABLE T (\n  ID INTEGER NOT NULL,\n  NAME VARCHAR(10)\n)",
                "CREATE INDEX T_NAME ON T (NAME)");
    }

    @Test
    void keepsATrailingStatementWithoutSemicolon() {
        assertThat(SchemaScript.split("DROP TABLE A;\nDROP TABLE B\n  WITH EXTRA  \n"))
                .containsExactly("DROP TABLE A", "DROP TABLE B\n  WITH EXTRA");
    }

    @Test
    void handlesWindowsLineEndsAndSpaceBeforeTheSemicolon() {
        assertThat(SchemaScript.split("-- c\r\nDROP TABLE A ;\r\n\r\nDROP TABLE B;  \r\n"))
                .containsExactly("DROP TABLE A", "DROP TABLE B");
    }

    @Test
    void emptyOrCommentOnlyScriptHasNoStatements() {
        assertThat(SchemaScript.split("")).isEmpty();
        assertThat(SchemaScript.split("-- nothing\n\n   \n")).isEmpty();
    }

    @Test
    void missingScriptIsReported() {
        assertThatIllegalStateException()
                .isThrownBy(() -> SchemaScript.statements(DatabaseDialect.DERBY, "no-such-script"))
                .withMessageContaining("db-scripts/derby/no-such-script.sql");
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void createScriptHasTheSixTablesInTheSameOrderAsDerby(DatabaseDialect dialect) {
        List<String> create = SchemaScript.statements(dialect, "create");

        assertThat(names(create, CREATE_TABLE, 1)).containsExactlyElementsOf(TABLES);
        assertThat(names(create, CREATE_TABLE, 1))
                .isEqualTo(names(SchemaScript.statements(DatabaseDialect.DERBY, "create"), CREATE_TABLE, 1));
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void createScriptHasTheSameIndexesAsDerby(DatabaseDialect dialect) {
        List<String> indexes = names(SchemaScript.statements(dialect, "create"), CREATE_INDEX, 2);
        List<String> derbyIndexes = names(SchemaScript.statements(DatabaseDialect.DERBY, "create"), CREATE_INDEX, 2);

        assertThat(derbyIndexes).hasSize(5);
        assertThat(indexes).isEqualTo(derbyIndexes);
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void createScriptHasOnlyTablesAndIndexes(DatabaseDialect dialect) {
        List<String> create = SchemaScript.statements(dialect, "create");

        assertThat(create).hasSize(names(create, CREATE_TABLE, 1).size() + names(create, CREATE_INDEX, 2).size());
        assertThat(create).noneMatch(statement -> statement.endsWith(";"));
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void tablesAreCreatedAfterAndDroppedBeforeTheTablesTheyReference(DatabaseDialect dialect) {
        List<String> create = SchemaScript.statements(dialect, "create");
        List<String> created = names(create, CREATE_TABLE, 1);
        List<String> dropped = names(SchemaScript.statements(dialect, "drop"), DROP_TABLE, 1);

        assertThat(dropped).containsExactlyInAnyOrderElementsOf(created);
        for (String statement : create) {
            Matcher table = CREATE_TABLE.matcher(statement);
            if (!table.find()) {
                continue;
            }
            String child = table.group(1).toUpperCase(Locale.ROOT);
            Matcher parent = REFERENCES.matcher(statement);
            while (parent.find()) {
                String referenced = parent.group(1).toUpperCase(Locale.ROOT);
                assertThat(created.indexOf(referenced)).as("%s created before %s", referenced, child)
                        .isLessThan(created.indexOf(child));
                assertThat(dropped.indexOf(referenced)).as("%s dropped after %s", referenced, child)
                        .isGreaterThan(dropped.indexOf(child));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(DatabaseDialect.class)
    void dropScriptOnlyDropsTables(DatabaseDialect dialect) {
        List<String> drop = SchemaScript.statements(dialect, "drop");

        assertThat(drop).hasSize(TABLES.size()).allMatch(statement -> DROP_TABLE.matcher(statement).find());
    }

    private static List<String> names(List<String> statements, Pattern pattern, int group) {
        List<String> names = new ArrayList<>();
        for (String statement : statements) {
            Matcher matcher = pattern.matcher(statement);
            if (matcher.find()) {
                names.add(matcher.group(group).toUpperCase(Locale.ROOT));
            }
        }
        return names;
    }
}
