package io.daytrader.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class OrderTypeTest {

    private static final BigDecimal PRICE = new BigDecimal("12.34");

    @ParameterizedTest
    @EnumSource(OrderType.class)
    void feeIs24_95(OrderType type) {
        assertThat(type.fee()).isEqualTo(new BigDecimal("24.95"));
    }

    @Test
    void buyCostsValuePlusFee() {
        assertThat(OrderType.BUY.cashChange(PRICE, 10)).isEqualTo(new BigDecimal("-148.35"));
    }

    @Test
    void sellBringsValueMinusFee() {
        assertThat(OrderType.SELL.cashChange(PRICE, 10)).isEqualTo(new BigDecimal("98.45"));
    }

    @Test
    void sellBelowTheFeeCostsMoney() {
        assertThat(OrderType.SELL.cashChange(new BigDecimal("1.00"), 5)).isEqualTo(new BigDecimal("-19.95"));
    }

    @Test
    void codesAreTheStoredValues() {
        assertThat(OrderType.BUY.code()).isEqualTo("buy");
        assertThat(OrderType.SELL.code()).isEqualTo("sell");
    }

    @ParameterizedTest
    @EnumSource(OrderType.class)
    void fromCodeFindsEveryType(OrderType type) {
        assertThat(OrderType.fromCode(type.code())).isSameAs(type);
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "BUY", "Sell", "hold"})
    void fromCodeRejectsUnknownCodes(String code) {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> OrderType.fromCode(code))
                .withMessageContaining("Unknown order type");
    }
}
