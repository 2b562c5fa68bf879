package io.daytrader.web.faces;

import jakarta.faces.application.ViewExpiredException;
import jakarta.faces.context.ExceptionHandler;
import jakarta.faces.context.ExceptionHandlerWrapper;
import jakarta.faces.context.FacesContext;
import jakarta.faces.event.ExceptionQueuedEvent;
import jakarta.faces.event.ExceptionQueuedEventContext;
import jakarta.faces.event.PhaseId;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Iterator;
import java.util.Map;

/**
 * A postback whose view the server cannot restore (its view state expired with the session, was forged, or is from
 * another server: a ViewExpiredException, or whatever else an implementation throws on a malformed one) gets the page
 * afresh with a 400 and a message, instead of the implementation's 500: nothing was done.
 */
final class ExpiredViewHandler extends ExceptionHandlerWrapper {

    static final String MESSAGE = "This page had expired or was not recognised, so nothing was done: please try again";

    ExpiredViewHandler(ExceptionHandler wrapped) {
        super(wrapped);
    }

    @Override
    public void handle() {
        Iterator<ExceptionQueuedEvent> events = getUnhandledExceptionQueuedEvents().iterator();
        while (events.hasNext()) {
            ExceptionQueuedEventContext event = events.next().getContext();
            FacesContext faces = event.getContext();
            String viewId = PhaseId.RESTORE_VIEW.equals(event.getPhaseId()) && faces.isPostback()
                    ? viewId(faces, event.getException()) : null;
            if (viewId != null) {
                events.remove();
                renderAfresh(faces, viewId);
            }
        }
        getWrapped().handle();
    }

    /** The page the postback was for, or null if there is none. */
    private static String viewId(FacesContext faces, Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof ViewExpiredException expired && expired.getViewId() != null) {
                return expired.getViewId();
            }
        }
        return faces.getApplication().getViewHandler()
                .deriveViewId(faces, faces.getExternalContext().getRequestServletPath());
    }

    private static void renderAfresh(FacesContext faces, String viewId) {
        faces.setViewRoot(faces.getApplication().getViewHandler().createView(faces, viewId));
        faces.getExternalContext().setResponseStatus(HttpServletResponse.SC_BAD_REQUEST);
        Map<String, Object> model = faces.getExternalContext().getRequestMap();
        model.put("message", MESSAGE);
        model.put("refused", true);
        faces.renderResponse();
    }
}
