package io.daytrader.web.faces;

import io.daytrader.domain.AccountProfile;
import io.daytrader.web.app.Action;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Named;
import java.util.function.Function;

/**
 * The profile form of account.faces, with the classic's field names (updateProfile:fullname, ...). It shows the
 * profile on file until the user sends other values; the credit card is replaced only when one is typed.
 */
@Named
@RequestScoped
public class ProfileForm {

    private String fullname;
    private String password;
    private String cpassword;
    private String currentpassword;
    private String address;
    private String email;
    private String ccn;

    public String update() {
        return FacesActions.run(Action.UPDATE_PROFILE, "fullname", fullname, "password", password, "cpassword",
                cpassword, "currentpassword", currentpassword, "address", address, "email", email, "creditcard", ccn);
    }

    private static String onFile(String sent, Function<AccountProfile, String> field) {
        if (sent != null) {
            return sent;
        }
        Object profile = FacesContext.getCurrentInstance().getExternalContext().getRequestMap().get("profile");
        return profile instanceof AccountProfile p ? field.apply(p) : null;
    }

    /** Shown read-only: the account is the logged-in user's, whatever a form sends. */
    public String getUid() {
        return onFile(null, AccountProfile::getUserID);
    }

    public String getFullname() {
        return onFile(fullname, AccountProfile::getFullName);
    }

    public void setFullname(String fullname) {
        this.fullname = fullname;
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public String getCpassword() {
        return cpassword;
    }

    public void setCpassword(String cpassword) {
        this.cpassword = cpassword;
    }

    public String getCurrentpassword() {
        return currentpassword;
    }

    public void setCurrentpassword(String currentpassword) {
        this.currentpassword = currentpassword;
    }

    public String getAddress() {
        return onFile(address, AccountProfile::getAddress);
    }

    public void setAddress(String address) {
        this.address = address;
    }

    public String getEmail() {
        return onFile(email, AccountProfile::getEmail);
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getCcn() {
        return ccn;
    }

    public void setCcn(String ccn) {
        this.ccn = ccn;
    }
}
