package io.daytrader.web.prims.validation;

import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.inject.Inject;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.ConstraintViolationException;
import java.io.IOException;
import java.math.BigDecimal;

/** Calls a CDI bean with method constraints, primIterations times with valid arguments and once with invalid ones. */
@WebServlet("/servlet/PingServletBeanValCDI")
public class PingServletBeanValCDI extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Inject
    private PriceCalculator calculator;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int iterations = runtime.settings().getPrimIterations();
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i < iterations; i++) {
            total = calculator.total(100 + i, new BigDecimal("12.50"));
        }
        int violations;
        try {
            calculator.total(-1, null);
            violations = 0;
        } catch (ConstraintViolationException e) {
            violations = e.getConstraintViolations().size();
        }
        int status = violations > 0 ? HttpServletResponse.SC_OK : HttpServletResponse.SC_INTERNAL_SERVER_ERROR;
        PrimitiveResponses.text(response, status, "PingServletBeanValCDI: " + iterations + " valid calls, last total "
                + total.toPlainString() + "; invalid call rejected with " + violations + " violations");
    }
}
