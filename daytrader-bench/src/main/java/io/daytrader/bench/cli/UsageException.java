package io.daytrader.bench.cli;

/** A bad command line: the message says what is wrong; the launcher exits with 2. */
public class UsageException extends RuntimeException {

    public UsageException(String message) {
        super(message);
    }
}
