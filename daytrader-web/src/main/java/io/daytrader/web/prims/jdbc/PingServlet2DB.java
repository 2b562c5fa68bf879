package io.daytrader.web.prims.jdbc;

import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.annotation.Resource;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;

/** Gets a pooled connection of the trade data source and closes it again, primIterations times. */
@WebServlet("/servlet/PingServlet2DB")
public class PingServlet2DB extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private final AtomicLong hits = new AtomicLong();

    @Resource(name = "jdbc/TradeDataSource", type = DataSource.class)
    private DataSource dataSource;

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int iterations = runtime.settings().getPrimIterations();
        boolean valid = true;
        try {
            for (int i = 0; i < iterations; i++) {
                try (Connection connection = dataSource.getConnection()) {
                    valid &= !connection.isClosed();
                }
            }
        } catch (SQLException e) {
            PrimitiveResponses.unavailable(response, "PingServlet2DB: no connection", e);
            return;
        }
        PrimitiveResponses.text(response, "PingServlet2DB: Hit Count: " + hits.incrementAndGet() + ", got and closed "
                + iterations + " connections, all open when got: " + valid);
    }
}
