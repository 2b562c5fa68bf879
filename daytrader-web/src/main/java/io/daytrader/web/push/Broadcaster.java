package io.daytrader.web.push;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.logging.Logger;

/**
 * Sends text to groups ("rooms") of WebSocket peers without ever blocking the sender: every peer has its own
 * bounded {@link Outbox}, so a slow reader costs its room nothing but the queueing of at most
 * {@code maxBehind} messages, after which it is closed and leaves. The number of peers is capped.
 *
 * @param <R> what names a room
 */
public final class Broadcaster<R> {

    private static final Logger LOG = Logger.getLogger(Broadcaster.class.getName());

    private final ConcurrentMap<R, Set<Member<R>>> rooms = new ConcurrentHashMap<>();
    private final AtomicInteger peers = new AtomicInteger();
    private final AtomicLong slowDropped = new AtomicLong();
    private final int maxPeers;
    private final int maxBehind;

    public Broadcaster(int maxPeers, int maxBehind) {
        if (maxPeers < 1 || maxBehind < 1) {
            throw new IllegalArgumentException("maxPeers and maxBehind must be positive");
        }
        this.maxPeers = maxPeers;
        this.maxBehind = maxBehind;
    }

    /** Adds the peer to the room; when {@code maxPeers} are already connected, closes it and returns empty. */
    public Optional<Member<R>> join(R room, Peer peer) {
        if (peers.incrementAndGet() > maxPeers) {
            peers.decrementAndGet();
            peer.close("server full: " + maxPeers + " sessions");
            return Optional.empty();
        }
        Member<R> member = new Member<>(room, peer, maxBehind, this::dropped);
        rooms.compute(room, (name, members) -> {
            Set<Member<R>> set = members == null ? ConcurrentHashMap.newKeySet() : members;
            set.add(member);
            return set;
        });
        return Optional.of(member);
    }

    /** Removes the member from its room; calling it again, or for a dropped member, does nothing. */
    public void leave(Member<R> member) {
        boolean[] removed = {false};
        rooms.computeIfPresent(member.room, (name, members) -> {
            removed[0] = members.remove(member);
            return members.isEmpty() ? null : members;
        });
        if (removed[0]) {
            peers.decrementAndGet();
        }
    }

    /** Queues the text for every member of the room but {@code except} (null: everyone). */
    public void broadcast(R room, String text, Member<R> except) {
        Set<Member<R>> members = rooms.get(room);
        if (members == null || text == null) {
            return;
        }
        for (Member<R> member : members) {
            if (member != except) {
                member.outbox.offer(text);
            }
        }
    }

    /** Queues the text for one member. */
    public void sendTo(Member<R> member, String text) {
        if (text != null) {
            member.outbox.offer(text);
        }
    }

    private void dropped(Member<R> member, String reason) {
        slowDropped.incrementAndGet();
        LOG.info(() -> "WebSocket peer in room " + member.room + " closed by the server: " + reason);
        leave(member);
    }

    /** Connected peers, all rooms together. */
    public int size() {
        return peers.get();
    }

    /** Peers closed so far for reading too slowly or failing a send. */
    public long dropped() {
        return slowDropped.get();
    }

    /** A peer's place in a room; the handle to send to it or make it leave. */
    public static final class Member<R> {

        private final R room;
        private final Outbox outbox;

        private Member(R room, Peer peer, int maxBehind, BiConsumer<Member<R>, String> onDrop) {
            this.room = room;
            this.outbox = new Outbox(peer, maxBehind, reason -> onDrop.accept(this, reason));
        }

        public R room() {
            return room;
        }
    }
}
