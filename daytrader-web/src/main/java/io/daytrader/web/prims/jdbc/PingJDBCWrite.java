package io.daytrader.web.prims.jdbc;

import io.daytrader.domain.PriceChange;
import io.daytrader.domain.Quote;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.prims.RandomPopulation;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.annotation.Resource;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;
import javax.sql.DataSource;

/**
 * Trades 100 shares of a quote (random, or {@code ?symbol=}) at a random price change with plain JDBC,
 * primIterations times (no JMS, no market summary). A write that meets a concurrent change of the row reads it
 * again and retries.
 */
@WebServlet("/servlet/PingJDBCWrite")
public class PingJDBCWrite extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final double SHARES = 100;
    private static final int ATTEMPTS = 10;

    @Resource(name = "jdbc/TradeDataSource", type = DataSource.class)
    private DataSource dataSource;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String symbol = RandomPopulation.symbol(runtime.settings(), request.getParameter("symbol"));
        int iterations = runtime.settings().getPrimIterations();
        try (Connection connection = dataSource.getConnection()) {
            QuoteSnapshot first = null;
            Quote last = null;
            for (int i = 0; i < iterations; i++) {
                Trade trade = trade(connection, symbol);
                if (first == null) {
                    first = trade.before();
                }
                last = trade.after();
            }
            PrimitiveResponses.text(response, "PingJDBCWrite: updated " + symbol + " " + iterations + " times: price "
                    + first.price().toPlainString() + " -> " + last.getPrice().toPlainString() + ", volume "
                    + first.volume() + " -> " + last.getVolume() + "; now " + QuoteText.of(last));
        } catch (UnknownQuoteException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_NOT_FOUND, "PingJDBCWrite: no quote " + symbol);
        } catch (SQLException e) {
            PrimitiveResponses.unavailable(response, "PingJDBCWrite: the database write failed", e);
        }
    }

    private static Trade trade(Connection connection, String symbol) throws SQLException, UnknownQuoteException {
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            Quote quote = readOrFail(connection, symbol);
            QuoteSnapshot before = QuoteSnapshot.of(quote);
            quote.trade(PriceChange.randomFactor(ThreadLocalRandom.current()), SHARES);
            if (QuoteRows.writeIfUnchanged(connection, quote, before)) {
                return new Trade(before, quote);
            }
        }
        throw new SQLException("the row of " + symbol + " changed under each of " + ATTEMPTS + " attempts");
    }

    private static Quote readOrFail(Connection connection, String symbol) throws SQLException, UnknownQuoteException {
        Quote quote = QuoteRows.read(connection, symbol);
        if (quote == null) {
            throw new UnknownQuoteException();
        }
        return quote;
    }

    /** A quote before and after one trade. */
    private record Trade(QuoteSnapshot before, Quote after) {
    }

    /** The symbol names no quote. */
    private static final class UnknownQuoteException extends Exception {
        private static final long serialVersionUID = 1L;
    }
}
