package io.daytrader.web.faces;

import io.daytrader.web.app.Action;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Named;
import jakarta.servlet.http.HttpServletResponse;

/**
 * The pages' view actions, which fetch what a page shows when it is requested (a page that needs a login sends a
 * visitor without one to the login page, with a 401), and the logout of every page's footer.
 */
@Named
@RequestScoped
public class TradePages {

    public void home() {
        FacesActions.show(Action.HOME);
    }

    public void account() {
        FacesActions.show(Action.ACCOUNT);
    }

    /**
     * Ends the session and answers 303 See Other to the login page, which the browser then fetches in a session of
     * its own: a page rendered in the request that invalidated the session failed on one CDI implementation (its
     * request contexts ended with the session). A refused logout (no one logged in) renders its page as usual.
     */
    public String logout() {
        String view = FacesActions.run(Action.LOGOUT);
        FacesContext faces = FacesContext.getCurrentInstance();
        ExternalContext external = faces.getExternalContext();
        if (((HttpServletResponse) external.getResponse()).getStatus() >= HttpServletResponse.SC_BAD_REQUEST) {
            return view;
        }
        external.setResponseStatus(HttpServletResponse.SC_SEE_OTHER);
        external.setResponseHeader("Location", external.getRequestContextPath() + "/welcome.faces");
        faces.responseComplete();
        return null;
    }
}
