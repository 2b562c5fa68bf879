package io.daytrader.web.prims.validation;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import java.math.BigDecimal;

/** A CDI bean whose method parameters and return value carry constraints, checked on every call. */
@ApplicationScoped
public class PriceCalculator {

    @NotNull
    @DecimalMin("0.00")
    public BigDecimal total(@Positive int quantity, @NotNull @DecimalMin("0.01") BigDecimal price) {
        return price.multiply(BigDecimal.valueOf(quantity));
    }
}
