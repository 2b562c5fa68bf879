package io.daytrader.web.app;

/** A request parameter is missing, malformed or out of range: the request is refused with 400. */
public class InvalidParameterException extends Exception {

    private static final long serialVersionUID = 1L;

    public InvalidParameterException(String message) {
        super(message);
    }
}
