package io.daytrader.web.prims;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServletResponse;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Proxy;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class PrimitiveResponsesTest {

    @Test
    void aFailureTellsWhatFailedButNotTheDatabasesText() throws Exception {
        StringWriter body = new StringWriter();
        AtomicInteger status = new AtomicInteger();
        HttpServletResponse response = (HttpServletResponse) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {HttpServletResponse.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "setStatus" -> {
                        status.set((Integer) args[0]);
                        yield null;
                    }
                    case "getWriter" -> new PrintWriter(body);
                    default -> null;
                });

        PrimitiveResponses.unavailable(response, "PingJDBCRead: the database read failed",
                new SQLException("Table/View 'QUOTEEJB' does not exist in schema APP"));

        assertThat(status.get()).isEqualTo(503);
        assertThat(body.toString()).startsWith("PingJDBCRead: the database read failed")
                .doesNotContain("QUOTEEJB").doesNotContain("APP");
    }
}
