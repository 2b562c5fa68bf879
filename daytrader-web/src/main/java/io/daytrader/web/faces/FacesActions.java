package io.daytrader.web.faces;

import io.daytrader.config.TradeSettings;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.app.Action;
import io.daytrader.web.app.ActionContext;
import io.daytrader.web.app.ActionRunner;
import io.daytrader.web.app.Outcome;
import io.daytrader.web.app.Parameters;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.HashMap;
import java.util.Map;

/**
 * Runs an action of the trading interface for a Faces page, through the same {@link ActionRunner} as the JSP pages
 * (same checks, refusals, transaction and page model in request attributes), with the form's values under the
 * JSP form's parameter names. Answers the view to render and sets the outcome's HTTP status.
 */
final class FacesActions {

    private FacesActions() {
    }

    /** {@code namesAndValues}: the JSP form's parameter names and the Faces form's values; null values are absent. */
    static String run(Action action, String... namesAndValues) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                values.put(namesAndValues[i], namesAndValues[i + 1]);
            }
        }
        ExternalContext external = FacesContext.getCurrentInstance().getExternalContext();
        HttpServletRequest request = (HttpServletRequest) external.getRequest();
        TradeRuntime runtime = TradeRuntimes.of(request.getServletContext());
        TradeSettings settings = runtime.settings();
        Outcome outcome = ActionRunner.runRequested(action,
                new ActionContext(runtime.services(settings), settings, Parameters.of(values), request));
        external.setResponseStatus(outcome.status());
        return FacesViews.of(outcome.view());
    }

    /**
     * Runs an action only for what it puts on the page (a postback's table rows, read again): the response keeps the
     * status and the message it had.
     */
    static void load(Action action, String... namesAndValues) {
        ExternalContext external = FacesContext.getCurrentInstance().getExternalContext();
        int status = ((HttpServletResponse) external.getResponse()).getStatus();
        Map<String, Object> model = external.getRequestMap();
        Object message = model.get("message");
        Object refused = model.get("refused");
        run(action, namesAndValues);
        external.setResponseStatus(status);
        restore(model, "message", message);
        restore(model, "refused", refused);
    }

    private static void restore(Map<String, Object> model, String name, Object value) {
        if (value == null) {
            model.remove(name);
        } else {
            model.put(name, value);
        }
    }

    /**
     * For a page's view action: renders the page the action leads to (this one, or the login page with a 401 for a
     * visitor not logged in), in this response, with the outcome's status and message rather than a redirect.
     */
    static void show(Action action, String... namesAndValues) {
        String viewId = run(action, namesAndValues);
        FacesContext faces = FacesContext.getCurrentInstance();
        if (!viewId.equals(faces.getViewRoot().getViewId())) {
            faces.setViewRoot(faces.getApplication().getViewHandler().createView(faces, viewId));
            faces.renderResponse();
        }
    }
}
