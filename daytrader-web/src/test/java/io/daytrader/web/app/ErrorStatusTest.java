package io.daytrader.web.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.domain.OrderStatus;
import io.daytrader.trade.HoldingAlreadySellingException;
import io.daytrader.trade.HoldingNotOwnedException;
import io.daytrader.trade.InvalidInputException;
import io.daytrader.trade.InvalidPasswordException;
import io.daytrader.trade.InvalidQuantityException;
import io.daytrader.trade.OrderStateException;
import io.daytrader.trade.UnknownHoldingException;
import io.daytrader.trade.UnknownSymbolException;
import io.daytrader.trade.UnknownUserException;
import io.daytrader.trade.UserAlreadyExistsException;
import org.junit.jupiter.api.Test;

class ErrorStatusTest {

    @Test
    void eachRefusalHasItsStatus() {
        assertThat(ErrorStatus.of(new InvalidPasswordException("uid:1"))).isEqualTo(401);
        assertThat(ErrorStatus.of(new HoldingNotOwnedException(5, "uid:1"))).isEqualTo(403);
        assertThat(ErrorStatus.of(new UnknownSymbolException("s:x"))).isEqualTo(404);
        assertThat(ErrorStatus.of(new UnknownHoldingException(5))).isEqualTo(404);
        assertThat(ErrorStatus.of(new UnknownUserException("nobody"))).isEqualTo(404);
        assertThat(ErrorStatus.of(new HoldingAlreadySellingException(5))).isEqualTo(409);
        assertThat(ErrorStatus.of(new UserAlreadyExistsException("uid:1"))).isEqualTo(409);
        assertThat(ErrorStatus.of(new OrderStateException(5, OrderStatus.CLOSED, "cancelled"))).isEqualTo(409);
        assertThat(ErrorStatus.of(new InvalidQuantityException(-1))).isEqualTo(400);
        assertThat(ErrorStatus.of(new InvalidInputException("bad"))).isEqualTo(400);
    }
}
