package io.daytrader.web.faces;

import jakarta.faces.context.ExceptionHandler;
import jakarta.faces.context.ExceptionHandlerFactory;

/** Registered in faces-config.xml: Faces' exception handler, with {@link ExpiredViewHandler} in front of it. */
public class ExpiredViewHandlerFactory extends ExceptionHandlerFactory {

    public ExpiredViewHandlerFactory(ExceptionHandlerFactory wrapped) {
        super(wrapped);
    }

    @Override
    public ExceptionHandler getExceptionHandler() {
        return new ExpiredViewHandler(getWrapped().getExceptionHandler());
    }
}
