package io.daytrader.web.prims.validation;

import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import jakarta.validation.ValidatorFactory;
import java.io.IOException;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Validates a valid and an invalid {@link OrderRequest} primIterations times; the valid one must pass, the invalid
 * one must break each of its three kinds of constraint.
 */
@WebServlet("/servlet/PingServletBeanValSimple")
public class PingServletBeanValSimple extends HttpServlet {

    private static final long serialVersionUID = 1L;

    private transient ValidatorFactory validatorFactory;
    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
        validatorFactory = Validators.factory();
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Validator validator = validatorFactory.getValidator();
        int iterations = runtime.settings().getPrimIterations();
        Set<ConstraintViolation<OrderRequest>> ofValid = Set.of();
        Set<ConstraintViolation<OrderRequest>> ofInvalid = Set.of();
        for (int i = 0; i < iterations; i++) {
            ofValid = validator.validate(new OrderRequest("s:" + i, List.of(100, 200), LocalDate.now().minusDays(1)));
            ofInvalid = validator.validate(new OrderRequest(" ", List.of(100, -5), LocalDate.now().plusDays(1)));
        }
        Set<String> invalidPaths = ofInvalid.stream().map(v -> v.getPropertyPath().toString())
                .collect(Collectors.toCollection(TreeSet::new));
        int status = ofValid.isEmpty() && !ofInvalid.isEmpty() ? HttpServletResponse.SC_OK
                : HttpServletResponse.SC_INTERNAL_SERVER_ERROR;
        PrimitiveResponses.text(response, status, "PingServletBeanValSimple: validated " + iterations
                + " times; valid bean: " + ofValid.size() + " violations; invalid bean: " + ofInvalid.size()
                + " violations at " + invalidPaths);
    }
}
