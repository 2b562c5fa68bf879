package io.daytrader.web.faces;

import io.daytrader.web.app.Action;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Named;

/** The registration form of register.faces, with the classic's field names (register:uid, register:money, ...). */
@Named
@RequestScoped
public class RegisterForm {

    private String uid;
    private String fullname;
    private String password;
    private String cpassword;
    private String address;
    private String email;
    private String ccn;
    private String money = "10000";

    public String register() {
        return FacesActions.run(Action.REGISTER, "user id", uid, "Full Name", fullname, "passwd", password,
                "confirm passwd", cpassword, "snail mail", address, "email", email, "Credit Card Number", ccn,
                "money", money);
    }

    public String getUid() {
        return uid;
    }

    public void setUid(String uid) {
        this.uid = uid;
    }

    public String getFullname() {
        return fullname;
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

    public String getAddress() {
        return address;
    }

    public void setAddress(String address) {
        this.address = address;
    }

    public String getEmail() {
        return email;
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

    public String getMoney() {
        return money;
    }

    public void setMoney(String money) {
        this.money = money;
    }
}
