package io.daytrader.web.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FormInputTest {

    private static FormInput form(String... namesAndValues) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            values.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return new FormInput(Parameters.of(values));
    }

    @Test
    void textIsTrimmedAndRequired() throws Exception {
        assertThat(form("uid", "  uid:7 ").text("uid", "user id")).isEqualTo("uid:7");
        assertThatThrownBy(() -> form().text("uid", "user id")).isInstanceOf(InvalidParameterException.class)
                .hasMessage("The user id is missing");
        assertThatThrownBy(() -> form("uid", "   ").text("uid", "user id"))
                .isInstanceOf(InvalidParameterException.class);
    }

    @Test
    void textLongerThanAColumnIsRefused() throws Exception {
        String longest = "x".repeat(FormInput.MAX_TEXT_LENGTH);
        assertThat(form("email", longest).optionalText("email", "email")).isEqualTo(longest);
        assertThatThrownBy(() -> form("email", longest + "x").optionalText("email", "email"))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("longer than 250");
        assertThat(form().optionalText("email", "email")).isEmpty();
    }

    @Test
    void quantityAcceptsTheClassicDecimalFormAndRefusesNonsense() throws Exception {
        assertThat(form("quantity", "37.0").quantity("quantity")).isEqualTo(37.0);
        assertThat(form("quantity", "0.5").quantity("quantity")).isEqualTo(0.5);
        for (String bad : new String[] {"abc", "0", "-5", "NaN", "Infinity", "1000001", "1e400"}) {
            assertThatThrownBy(() -> form("quantity", bad).quantity("quantity"))
                    .as(bad).isInstanceOf(InvalidParameterException.class).hasMessageContaining("quantity");
        }
        assertThatThrownBy(() -> form().quantity("quantity")).isInstanceOf(InvalidParameterException.class);
    }

    @Test
    void holdingIDIsAWholeNumber() throws Exception {
        assertThat(form("holdingID", "42").holdingID("holdingID")).isEqualTo(42);
        for (String bad : new String[] {"4.2", "x", "99999999999"}) {
            assertThatThrownBy(() -> form("holdingID", bad).holdingID("holdingID"))
                    .as(bad).isInstanceOf(InvalidParameterException.class).hasMessageContaining("whole number");
        }
    }

    @Test
    void moneyHasAtMostTwoDecimalsAndIsNotNegative() throws Exception {
        assertThat(form("money", "10,000.50").money("money", "opening balance")).isEqualByComparingTo("10000.50");
        assertThat(form("money", "1000000").money("money", "opening balance"))
                .isEqualByComparingTo(BigDecimal.valueOf(1_000_000));
        for (String bad : new String[] {"-1", "1.234", "lots", "1000000000000"}) {
            assertThatThrownBy(() -> form("money", bad).money("money", "opening balance"))
                    .as(bad).isInstanceOf(InvalidParameterException.class).hasMessageContaining("opening balance");
        }
    }

    @Test
    void passwordMustMatchItsConfirmation() throws Exception {
        assertThat(form("p", "secret", "c", "secret").password("p", "c", false)).isEqualTo("secret");
        assertThatThrownBy(() -> form("p", "secret", "c", "other").password("p", "c", false))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("differ");
        assertThatThrownBy(() -> form().password("p", "c", false))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("missing");
    }

    @Test
    void anOptionalPasswordMayBeLeftOutEntirely() throws Exception {
        assertThat(form().password("p", "c", true)).isEmpty();
        assertThatThrownBy(() -> form("p", "secret").password("p", "c", true))
                .isInstanceOf(InvalidParameterException.class);
    }

    @Test
    void symbolListsAreTrimmedAndDeduplicatedInOrder() throws Exception {
        assertThat(FormInput.parseSymbols(" s:3, s:1,,s:3 ,s:2")).containsExactly("s:3", "s:1", "s:2");
        assertThatThrownBy(() -> FormInput.parseSymbols(" , ")).isInstanceOf(InvalidParameterException.class)
                .hasMessage("No symbol given");
        assertThatThrownBy(() -> FormInput.parseSymbols(null)).isInstanceOf(InvalidParameterException.class);
    }

    @Test
    void tooManySymbolsAreRefused() {
        StringBuilder list = new StringBuilder();
        for (int i = 0; i <= FormInput.MAX_SYMBOLS; i++) {
            list.append("s:").append(i).append(',');
        }
        assertThatThrownBy(() -> FormInput.parseSymbols(list.toString()))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("At most 100 symbols");
    }

    @Test
    void flagIsTrueOnlyForTrue() {
        assertThat(form("showAllOrders", "TRUE").flag("showAllOrders")).isTrue();
        assertThat(form("showAllOrders", "yes").flag("showAllOrders")).isFalse();
        assertThat(form().flag("showAllOrders")).isFalse();
    }
}
