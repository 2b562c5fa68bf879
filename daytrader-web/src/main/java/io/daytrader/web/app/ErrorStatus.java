package io.daytrader.web.app;

import io.daytrader.trade.HoldingAlreadySellingException;
import io.daytrader.trade.HoldingNotOwnedException;
import io.daytrader.trade.InvalidPasswordException;
import io.daytrader.trade.OrderStateException;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.UnknownHoldingException;
import io.daytrader.trade.UnknownOrderException;
import io.daytrader.trade.UnknownSymbolException;
import io.daytrader.trade.UnknownUserException;
import io.daytrader.trade.UserAlreadyExistsException;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The HTTP status of a refused trade operation: 401 a failed login, 403 another user's holding, 404 an unknown
 * symbol, holding, order or user, 409 a conflict with the current state (holding already being sold, user id
 * taken), 400 any other bad input.
 */
public final class ErrorStatus {

    private ErrorStatus() {
    }

    /** The status of a refused login: unknown user and wrong password alike. */
    public static final int LOGIN_FAILED = HttpServletResponse.SC_UNAUTHORIZED;

    public static int of(TradeException refusal) {
        if (refusal instanceof InvalidPasswordException) {
            return LOGIN_FAILED;
        }
        if (refusal instanceof HoldingNotOwnedException) {
            return HttpServletResponse.SC_FORBIDDEN;
        }
        if (refusal instanceof UnknownSymbolException || refusal instanceof UnknownHoldingException
                || refusal instanceof UnknownOrderException || refusal instanceof UnknownUserException) {
            return HttpServletResponse.SC_NOT_FOUND;
        }
        if (refusal instanceof HoldingAlreadySellingException || refusal instanceof UserAlreadyExistsException
                || refusal instanceof OrderStateException) {
            return HttpServletResponse.SC_CONFLICT;
        }
        return HttpServletResponse.SC_BAD_REQUEST;
    }
}
