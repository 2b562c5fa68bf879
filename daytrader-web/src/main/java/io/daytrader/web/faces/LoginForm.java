package io.daytrader.web.faces;

import io.daytrader.web.app.Action;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Named;

/** The login form of welcome.faces (the classic's login:uid, login:password). */
@Named
@RequestScoped
public class LoginForm {

    private String uid = "uid:0";
    private String password = "xxx";

    public String login() {
        return FacesActions.run(Action.LOGIN, "uid", uid, "passwd", password);
    }

    public String getUid() {
        return uid;
    }

    public void setUid(String uid) {
        this.uid = uid;
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }
}
