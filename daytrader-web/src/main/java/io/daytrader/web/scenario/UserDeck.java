package io.daytrader.web.scenario;

import java.util.Random;

/**
 * The users the scenario logs in: uid numbers 0 to N-1 shuffled once and dealt in order, wrapping around, so
 * that no user comes twice within a round. A different N starts a new deck.
 */
final class UserDeck {

    private final Random random;
    private int[] deck = new int[0];
    private int next;

    UserDeck(Random random) {
        this.random = random;
    }

    synchronized int next(int users) {
        if (users < 1) {
            throw new IllegalArgumentException("There must be at least one user, not " + users);
        }
        if (deck.length != users) {
            deck = shuffled(users);
            next = 0;
        }
        int user = deck[next];
        next = (next + 1) % users;
        return user;
    }

    private int[] shuffled(int users) {
        int[] cards = new int[users];
        for (int i = 0; i < users; i++) {
            cards[i] = i;
        }
        for (int i = users - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int card = cards[i];
            cards[i] = cards[j];
            cards[j] = card;
        }
        return cards;
    }
}
