package io.daytrader.web.faces;

import io.daytrader.web.app.Action;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Named;

/**
 * The pages' view actions, which fetch what a page shows when it is requested (a page that needs a login sends a
 * visitor without one to the login page, with a 401), and the logout of the home page.
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

    public String logout() {
        return FacesActions.run(Action.LOGOUT);
    }
}
