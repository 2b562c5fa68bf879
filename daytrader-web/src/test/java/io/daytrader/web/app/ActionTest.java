package io.daytrader.web.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ActionTest {

    @Test
    void classicNamesAreRecognised() {
        assertThat(Action.named("login")).contains(Action.LOGIN);
        assertThat(Action.named("update_profile")).contains(Action.UPDATE_PROFILE);
        assertThat(Action.named("portfolioNoEdge")).contains(Action.PORTFOLIO_NO_EDGE);
        assertThat(Action.named("mksummary")).contains(Action.MARKET_SUMMARY);
        assertThat(Action.named(" quotes ")).contains(Action.QUOTES);
    }

    @Test
    void noActionIsTheWelcomePageAndAnUnknownOneIsNothing() {
        assertThat(Action.named(null)).contains(Action.WELCOME);
        assertThat(Action.named("")).contains(Action.WELCOME);
        assertThat(Action.named("Login")).isEmpty();
        assertThat(Action.named("drop table")).isEmpty();
    }

    @Test
    void onlyWelcomeLoginAndRegisterWorkWithoutALogin() {
        for (Action action : Action.values()) {
            boolean open = action == Action.WELCOME || action == Action.LOGIN || action == Action.REGISTER;
            assertThat(action.needsLogin()).as(action.name()).isEqualTo(!open);
        }
    }
}
