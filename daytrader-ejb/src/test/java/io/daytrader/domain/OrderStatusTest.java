package io.daytrader.domain;

import static io.daytrader.domain.OrderStatus.ALERT_COMPLETED;
import static io.daytrader.domain.OrderStatus.CANCELLED;
import static io.daytrader.domain.OrderStatus.CLOSED;
import static io.daytrader.domain.OrderStatus.COMPLETED;
import static io.daytrader.domain.OrderStatus.OPEN;
import static io.daytrader.domain.OrderStatus.PROCESSING;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class OrderStatusTest {

    private static final Map<OrderStatus, Set<OrderStatus>> ALLOWED = Map.of(
            OPEN, EnumSet.of(PROCESSING, CLOSED, CANCELLED),
            PROCESSING, EnumSet.of(CLOSED, CANCELLED),
            CLOSED, EnumSet.of(COMPLETED),
            COMPLETED, EnumSet.noneOf(OrderStatus.class),
            ALERT_COMPLETED, EnumSet.noneOf(OrderStatus.class),
            CANCELLED, EnumSet.noneOf(OrderStatus.class));

    @Test
    void followsTheLifecycleToCompleted() {
        assertThat(OPEN.canBecome(PROCESSING)).isTrue();
        assertThat(PROCESSING.canBecome(CLOSED)).isTrue();
        assertThat(CLOSED.canBecome(COMPLETED)).isTrue();
    }

    @Test
    void cancelsOnlyWhileOpenOrProcessing() {
        assertThat(OPEN.canBecome(CANCELLED)).isTrue();
        assertThat(PROCESSING.canBecome(CANCELLED)).isTrue();
        assertThat(CLOSED.canBecome(CANCELLED)).isFalse();
        assertThat(COMPLETED.canBecome(CANCELLED)).isFalse();
    }

    @ParameterizedTest
    @EnumSource(OrderStatus.class)
    void allowsExactlyTheLifecycleSteps(OrderStatus from) {
        for (OrderStatus to : OrderStatus.values()) {
            assertThat(from.canBecome(to))
                    .as("%s -> %s", from, to)
                    .isEqualTo(ALLOWED.get(from).contains(to));
        }
    }

    @ParameterizedTest
    @EnumSource(value = OrderStatus.class, names = {"COMPLETED", "ALERT_COMPLETED", "CANCELLED"})
    void finalStatesGoNowhere(OrderStatus status) {
        assertThat(OrderStatus.values()).noneMatch(status::canBecome);
    }

    @Test
    void openAndProcessingAreOpen() {
        assertThat(EnumSet.allOf(OrderStatus.class)).filteredOn(OrderStatus::isOpen)
                .containsExactlyInAnyOrder(OPEN, PROCESSING);
    }

    @Test
    void closedAndCompletedAreFilled() {
        assertThat(EnumSet.allOf(OrderStatus.class)).filteredOn(OrderStatus::isFilled)
                .containsExactlyInAnyOrder(CLOSED, COMPLETED, ALERT_COMPLETED);
    }

    @Test
    void everythingButOpenIsFinal() {
        assertThat(EnumSet.allOf(OrderStatus.class)).filteredOn(OrderStatus::isFinal)
                .containsExactlyInAnyOrder(CLOSED, COMPLETED, ALERT_COMPLETED, CANCELLED);
    }

    @Test
    void cancelledIsFinalButNotFilled() {
        assertThat(CANCELLED.isFinal()).isTrue();
        assertThat(CANCELLED.isFilled()).isFalse();
    }

    @ParameterizedTest
    @EnumSource(OrderStatus.class)
    void fromCodeFindsEveryStatus(OrderStatus status) {
        assertThat(OrderStatus.fromCode(status.code())).isSameAs(status);
    }

    @Test
    void codesAreTheStoredValues() {
        assertThat(OrderStatus.values()).extracting(OrderStatus::code)
                .containsExactly("open", "processing", "closed", "completed", "alertcompleted", "cancelled");
    }

    @Test
    void fromCodeRejectsUnknownCodes() {
        assertThatIllegalArgumentException().isThrownBy(() -> OrderStatus.fromCode("OPEN"));
        assertThatIllegalArgumentException().isThrownBy(() -> OrderStatus.fromCode("canceled"));
    }
}
