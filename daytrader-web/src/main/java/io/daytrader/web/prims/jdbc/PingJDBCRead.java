package io.daytrader.web.prims.jdbc;

import io.daytrader.domain.Quote;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.prims.RandomPopulation;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.annotation.Resource;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Reads a quote (random, or {@code ?symbol=}) with a prepared statement, primIterations times. */
@WebServlet("/servlet/PingJDBCRead")
public class PingJDBCRead extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Resource(name = "jdbc/TradeDataSource", type = DataSource.class)
    private DataSource dataSource;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws IOException, ServletException {
        String symbol = RandomPopulation.symbol(runtime.settings(), request.getParameter("symbol"));
        int iterations = runtime.settings().getPrimIterations();
        Quote quote = null;
        try (Connection connection = dataSource.getConnection()) {
            for (int i = 0; i < iterations; i++) {
                quote = QuoteRows.read(connection, symbol);
            }
        } catch (SQLException e) {
            PrimitiveResponses.unavailable(response, "PingJDBCRead: the database read failed", e);
            return;
        }
        if (quote == null) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_NOT_FOUND, "PingJDBCRead: no quote " + symbol);
            return;
        }
        respond(request, response, quote, iterations);
    }

    /** Writes what was read; {@link PingJDBCRead2JSP} renders it with a JSP instead. */
    protected void respond(HttpServletRequest request, HttpServletResponse response, Quote quote, int iterations)
            throws IOException, ServletException {
        PrimitiveResponses.text(response, "PingJDBCRead: read " + iterations + " times: " + QuoteText.of(quote));
    }
}
