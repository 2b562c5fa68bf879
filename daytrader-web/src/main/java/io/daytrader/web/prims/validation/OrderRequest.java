package io.daytrader.web.prims.validation;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Past;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import java.util.List;

/** The bean validated by {@link PingServletBeanValSimple}: field, container element and temporal constraints. */
public class OrderRequest {

    @NotBlank
    @Size(max = 10)
    private final String symbol;

    private final List<@Positive Integer> quantities;

    @Past
    private final LocalDate accountOpened;

    public OrderRequest(String symbol, List<Integer> quantities, LocalDate accountOpened) {
        this.symbol = symbol;
        this.quantities = quantities;
        this.accountOpened = accountOpened;
    }

    public String getSymbol() {
        return symbol;
    }

    public List<Integer> getQuantities() {
        return quantities;
    }

    public LocalDate getAccountOpened() {
        return accountOpened;
    }
}
