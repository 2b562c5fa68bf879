package io.daytrader.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class OrderTest {

    private static final LocalDateTime OPENED = LocalDateTime.of(2024, 5, 6, 10, 0);
    private static final LocalDateTime LATER = OPENED.plusMinutes(5);

    private static Order order(OrderType type, OrderStatus status) {
        return new Order(7, type, status, OPENED, null, 10, new BigDecimal("12.34"), 3, "s:1", null);
    }

    @Test
    void storesCodesAndTheFee() {
        Order order = order(OrderType.SELL, OrderStatus.OPEN);

        assertThat(order.getOrderType()).isEqualTo("sell");
        assertThat(order.getOrderStatus()).isEqualTo("open");
        assertThat(order.type()).isEqualTo(OrderType.SELL);
        assertThat(order.status()).isEqualTo(OrderStatus.OPEN);
        assertThat(order.getOrderFee()).isEqualTo(new BigDecimal("24.95"));
    }

    @Test
    void changeStatusMovesAlongTheLifecycleAndStampsTheCompletionDate() {
        Order order = order(OrderType.BUY, OrderStatus.OPEN);

        order.changeStatus(OrderStatus.CLOSED, LATER);

        assertThat(order.status()).isEqualTo(OrderStatus.CLOSED);
        assertThat(order.getOrderStatus()).isEqualTo("closed");
        assertThat(order.getCompletionDate()).isEqualTo(LATER);

        LocalDateTime evenLater = LATER.plusSeconds(1);
        order.changeStatus(OrderStatus.COMPLETED, evenLater);

        assertThat(order.status()).isEqualTo(OrderStatus.COMPLETED);
        assertThat(order.getCompletionDate()).isEqualTo(evenLater);
    }

    @Test
    void aSnapshotKeepsTheOrderAsItWasWhenTaken() {
        Order order = order(OrderType.BUY, OrderStatus.OPEN);
        order.setOrderFee(new BigDecimal("1.00"));
        order.changeStatus(OrderStatus.CLOSED, LATER);

        Order snapshot = order.snapshot();
        order.changeStatus(OrderStatus.COMPLETED, LATER.plusSeconds(1));

        assertThat(snapshot).isNotSameAs(order);
        assertThat(snapshot.getOrderID()).isEqualTo(7);
        assertThat(snapshot.type()).isEqualTo(OrderType.BUY);
        assertThat(snapshot.status()).isEqualTo(OrderStatus.CLOSED);
        assertThat(snapshot.getOpenDate()).isEqualTo(OPENED);
        assertThat(snapshot.getQuantity()).isEqualTo(10);
        assertThat(snapshot.getPrice()).isEqualTo(new BigDecimal("12.34"));
        assertThat(snapshot.getAccountID()).isEqualTo(3);
        assertThat(snapshot.getQuoteSymbol()).isEqualTo("s:1");
        assertThat(snapshot.getHoldingID()).isNull();
        assertThat(snapshot.getCompletionDate()).isEqualTo(LATER);
        assertThat(snapshot.getOrderFee()).isEqualTo(new BigDecimal("1.00"));
    }

    @Test
    void changeStatusRefusesAnIllegalStepAndKeepsTheOrderAsItWas() {
        Order order = order(OrderType.BUY, OrderStatus.CLOSED);

        assertThatIllegalStateException()
                .isThrownBy(() -> order.changeStatus(OrderStatus.CANCELLED, LATER))
                .withMessageContaining("closed")
                .withMessageContaining("cancelled");
        assertThat(order.status()).isEqualTo(OrderStatus.CLOSED);
        assertThat(order.getCompletionDate()).isNull();
    }

    @Test
    void completedOrderCannotBeReopened() {
        Order order = order(OrderType.SELL, OrderStatus.COMPLETED);

        assertThatIllegalStateException().isThrownBy(() -> order.changeStatus(OrderStatus.OPEN, LATER));
    }

    @Test
    void cashChangeAndTotal() {
        assertThat(order(OrderType.BUY, OrderStatus.OPEN).cashChange()).isEqualTo(new BigDecimal("-148.35"));
        assertThat(order(OrderType.SELL, OrderStatus.OPEN).cashChange()).isEqualTo(new BigDecimal("98.45"));
        assertThat(order(OrderType.BUY, OrderStatus.OPEN).total()).isEqualTo(new BigDecimal("123.40"));
    }
}
