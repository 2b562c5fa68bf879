package io.daytrader.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class UserDeckTest {

    @Test
    void everyUserComesOnceARoundAndTheRoundsRepeat() {
        UserDeck deck = new UserDeck(new Random(7));
        List<Integer> first = deal(deck, 50);
        assertThat(first).containsExactlyInAnyOrderElementsOf(IntStream.range(0, 50).boxed().toList());
        assertThat(first).isNotEqualTo(IntStream.range(0, 50).boxed().toList());
        assertThat(deal(deck, 50)).isEqualTo(first);
    }

    @Test
    void anotherPopulationStartsANewDeck() {
        UserDeck deck = new UserDeck(new Random(7));
        deal(deck, 10);
        List<Integer> users = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            users.add(deck.next(3));
        }
        assertThat(users).containsExactlyInAnyOrder(0, 1, 2);
        assertThatThrownBy(() -> deck.next(0)).isInstanceOf(IllegalArgumentException.class);
    }

    private static List<Integer> deal(UserDeck deck, int users) {
        List<Integer> dealt = new ArrayList<>();
        for (int i = 0; i < users; i++) {
            dealt.add(deck.next(users));
        }
        return dealt;
    }
}
