package io.daytrader.web.app;

import io.daytrader.domain.Account;
import io.daytrader.domain.AccountProfile;
import io.daytrader.domain.Passwords;
import io.daytrader.trade.InvalidPasswordException;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.TradeServices;
import io.daytrader.trade.UnknownUserException;
import jakarta.servlet.http.HttpServletResponse;
import java.math.BigDecimal;

/** Login, registration, logout and the pages about the user's account: home and account/profile. */
final class AccountActions {

    /** Orders listed on the account page unless all are asked for. */
    static final int RECENT_ORDERS = 5;

    private AccountActions() {
    }

    static Outcome login(ActionContext context) throws InvalidParameterException, TradeException {
        String userID = context.form().text("uid", "user id");
        String password = context.form().text("passwd", "password");
        try {
            context.trade().login(userID, password);
        } catch (UnknownUserException | InvalidPasswordException e) {
            return new Outcome(View.WELCOME, ErrorStatus.LOGIN_FAILED,
                    "Login failed: unknown user id or wrong password for '" + userID + "'");
        }
        context.session().logIn(userID);
        return home(context, "Ready to Trade");
    }

    static Outcome register(ActionContext context) throws InvalidParameterException, TradeException {
        FormInput form = context.form();
        String userID = form.text("user id", "user id");
        String password = form.password("passwd", "confirm passwd", false);
        String fullName = form.optionalText("Full Name", "full name");
        String address = form.optionalText("snail mail", "address");
        String email = form.optionalText("email", "email address");
        String creditCard = form.optionalText("Credit Card Number", "credit card number");
        BigDecimal openBalance = form.money("money", "opening balance");
        context.trade().register(userID, password, fullName, address, email, creditCard, openBalance);
        context.trade().login(userID, password);
        context.session().logIn(userID);
        return home(context, "Registration operation succeeded. Ready to Trade");
    }

    static Outcome logout(ActionContext context) throws TradeException {
        context.trade().logout(context.userID());
        context.session().logOut();
        return Outcome.ok(View.WELCOME, "You have logged out. Thank you for trading.");
    }

    static Outcome home(ActionContext context, String message) throws TradeException {
        String userID = context.userID();
        TradeServices trade = context.trade();
        context.put("summary", new AccountSummary(trade.getAccountData(userID), trade.getHoldings(userID)));
        context.put("loginTime", context.session().loginTime());
        return Outcome.ok(View.HOME, message);
    }

    static Outcome account(ActionContext context, String message) throws TradeException {
        String userID = context.userID();
        TradeServices trade = context.trade();
        Account account = trade.getAccountData(userID);
        context.put("account", account);
        context.put("profile", trade.getAccountProfileData(userID));
        context.put("orderCount", trade.countOrders(userID));
        if (!context.settings().isLongRun()) {
            int limit = context.form().flag("showAllOrders") ? TradeServices.MAX_ORDERS_LISTED : RECENT_ORDERS;
            context.put("orders", trade.getOrders(userID, limit));
        }
        return Outcome.ok(View.ACCOUNT, message);
    }

    /**
     * Overwrites the profile; a blank password and confirmation keep the current password. A new password needs
     * the current one, so a forged request cannot take over the account; setting the password the account already
     * has needs none (classic load scripts send the same password on every update).
     */
    static Outcome updateProfile(ActionContext context) throws InvalidParameterException, TradeException {
        FormInput form = context.form();
        String password = form.password("password", "cpassword", true);
        String fullName = form.text("fullname", "full name");
        String address = form.text("address", "address");
        String email = form.text("email", "email address");
        String creditCard = form.optionalText("creditcard", "credit card number");
        AccountProfile profile = context.trade().getAccountProfileData(context.userID());
        if (!password.isEmpty() && !Passwords.same(password, profile.getPassword())) {
            if (!Passwords.same(form.secret("currentpassword", "current password"), profile.getPassword())) {
                throw new InvalidParameterException(
                        "The current password is wrong or missing: it is needed to set a new one");
            }
            profile.setPassword(password);
        }
        profile.setFullName(fullName);
        profile.setAddress(address);
        profile.setEmail(email);
        if (!creditCard.isEmpty()) {
            profile.setCreditCard(creditCard);
        }
        context.trade().updateAccountProfile(profile);
        return account(context, "Your profile has been updated");
    }

    static Outcome notLoggedIn() {
        return new Outcome(View.WELCOME, HttpServletResponse.SC_UNAUTHORIZED, "User Not Logged in: please log in");
    }
}
