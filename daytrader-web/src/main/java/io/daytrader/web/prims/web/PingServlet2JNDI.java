package io.daytrader.web.prims.web;

import io.daytrader.runtime.TradeRuntime;
import io.daytrader.web.prims.PrimitiveResponses;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.annotation.Resource;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicLong;
import javax.naming.InitialContext;
import javax.naming.NamingException;
import javax.sql.DataSource;

/** Looks the trade data source up in JNDI (a new InitialContext each time) primIterations times. */
@WebServlet("/servlet/PingServlet2JNDI")
@Resource(name = PingServlet2JNDI.REFERENCE, type = DataSource.class)
public class PingServlet2JNDI extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final String REFERENCE = "jdbc/TradeDataSource";
    private final AtomicLong hits = new AtomicLong();

    private transient TradeRuntime runtime;

    @Override
    public void init() {
        runtime = TradeRuntimes.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int iterations = runtime.settings().getPrimIterations();
        DataSource found = null;
        try {
            for (int i = 0; i < iterations; i++) {
                found = (DataSource) new InitialContext().lookup("java:comp/env/" + REFERENCE);
            }
        } catch (NamingException e) {
            PrimitiveResponses.unavailable(response,
                    "PingServlet2JNDI: the lookup of java:comp/env/" + REFERENCE + " failed", e);
            return;
        }
        PrimitiveResponses.text(response, "PingServlet2JNDI: Hit Count: " + hits.incrementAndGet() + ", looked up "
                + "java:comp/env/" + REFERENCE + " " + iterations + " times: " + found.getClass().getName());
    }
}
