package io.daytrader.web.prims.jdbc;

import io.daytrader.domain.Quote;
import io.daytrader.runtime.TradeApplication;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.prims.RandomPopulation;
import jakarta.annotation.Resource;
import jakarta.ejb.EJB;
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

    @EJB
    private TradeApplication application;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws IOException, ServletException {
        String symbol = RandomPopulation.symbol(application.settings(), request.getParameter("symbol"));
        int iterations = application.settings().getPrimIterations();
        Quote quote = null;
        try (Connection connection = dataSource.getConnection()) {
            for (int i = 0; i < iterations; i++) {
                quote = QuoteRows.read(connection, symbol);
            }
        } catch (SQLException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE,
                    "PingJDBCRead: " + e.getMessage());
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
