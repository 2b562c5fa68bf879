package io.daytrader.domain;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class QuoteTest {

    private static BigDecimal money(String amount) {
        return new BigDecimal(amount);
    }

    @Test
    void newQuoteOpensAtItsPrice() {
        Quote quote = new Quote("s:1", "S1 Incorporated", money("100.00"));

        assertThat(quote.getOpen()).isEqualTo(money("100.00"));
        assertThat(quote.getLow()).isEqualTo(money("100.00"));
        assertThat(quote.getHigh()).isEqualTo(money("100.00"));
        assertThat(quote.getVolume()).isZero();
        assertThat(quote.getChange()).isZero();
    }

    @Test
    void tradeMovesPriceAndTracksTheDaysRange() {
        Quote quote = new Quote("s:1", "S1 Incorporated", money("100.00"));

        quote.trade(money("1.05"), 50);
        assertThat(quote.getPrice()).isEqualTo(money("105.00"));
        assertThat(quote.getChange()).isEqualTo(5.0);
        assertThat(quote.getLow()).isEqualTo(money("100.00"));
        assertThat(quote.getHigh()).isEqualTo(money("105.00"));
        assertThat(quote.getVolume()).isEqualTo(50.0);

        quote.trade(money("0.90"), 25.5);
        assertThat(quote.getPrice()).isEqualTo(money("94.50"));
        assertThat(quote.getChange()).isEqualTo(-5.5);
        assertThat(quote.getLow()).isEqualTo(money("94.50"));
        assertThat(quote.getHigh()).isEqualTo(money("105.00"));
        assertThat(quote.getVolume()).isEqualTo(75.5);

        quote.trade(money("1.03"), 1);
        assertThat(quote.getPrice()).isEqualTo(money("97.34"));
        assertThat(quote.getChange()).isEqualTo(-2.66);
        assertThat(quote.getLow()).isEqualTo(money("94.50"));
        assertThat(quote.getHigh()).isEqualTo(money("105.00"));
        assertThat(quote.getVolume()).isEqualTo(76.5);
    }

    @Test
    void changeIsMeasuredAgainstTheOpenNotThePreviousPrice() {
        Quote quote = new Quote("s:2", "S2", 0, money("50.00"), money("40.00"), money("39.00"), money("51.00"), 10);

        quote.trade(money("1.10"), 10);

        assertThat(quote.getPrice()).isEqualTo(money("55.00"));
        assertThat(quote.getChange()).isEqualTo(15.0);
        assertThat(quote.getLow()).isEqualTo(money("39.00"));
        assertThat(quote.getHigh()).isEqualTo(money("55.00"));
    }

    @Test
    void splitLowersTheLow() {
        Quote quote = new Quote("s:3", "S3", 0, money("400.01"), money("390.00"), money("380.00"),
                money("400.01"), 10.01);

        quote.trade(money("1.10"), 100);

        assertThat(quote.getPrice()).isEqualTo(money("200.01"));
        assertThat(quote.getLow()).isEqualTo(money("200.01"));
        assertThat(quote.getHigh()).isEqualTo(money("400.01"));
        assertThat(quote.getChange()).isEqualTo(-189.99);
        assertThat(quote.getVolume()).isEqualTo(100.0);
    }

    @Test
    void pennyStockJumpRaisesTheHigh() {
        Quote quote = new Quote("s:4", "S4", 0, money("0.01"), money("0.50"), money("0.01"), money("0.60"), -0.49);

        quote.trade(money("0.90"), 1);

        assertThat(quote.getPrice()).isEqualTo(money("6.00"));
        assertThat(quote.getHigh()).isEqualTo(money("6.00"));
        assertThat(quote.getLow()).isEqualTo(money("0.01"));
        assertThat(quote.getChange()).isEqualTo(5.5);
    }
}
