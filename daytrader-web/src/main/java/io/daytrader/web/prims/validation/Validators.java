package io.daytrader.web.prims.validation;

import io.daytrader.web.runtime.Jndi;
import jakarta.validation.Validation;
import jakarta.validation.ValidationException;
import jakarta.validation.ValidatorFactory;

/**
 * The Bean Validation the container offers: the platform's {@code java:comp/ValidatorFactory} on a Jakarta EE
 * server, else the provider the application brings (a servlet container), else none.
 */
public final class Validators {

    private static final String PLATFORM_FACTORY = "java:comp/ValidatorFactory";

    private Validators() {
    }

    /** The validator factory, or null when there is no Bean Validation provider. */
    public static ValidatorFactory factory() {
        ValidatorFactory platform = Jndi.optional(PLATFORM_FACTORY, ValidatorFactory.class);
        if (platform != null) {
            return platform;
        }
        try {
            return Validation.buildDefaultValidatorFactory();
        } catch (ValidationException e) {
            return null;
        }
    }
}
