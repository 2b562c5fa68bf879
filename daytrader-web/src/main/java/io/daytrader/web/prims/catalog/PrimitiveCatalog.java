package io.daytrader.web.prims.catalog;

import static io.daytrader.web.prims.catalog.Category.EJB_JPA;
import static io.daytrader.web.prims.catalog.Category.FACES;
import static io.daytrader.web.prims.catalog.Category.JDBC;
import static io.daytrader.web.prims.catalog.Category.JMS;
import static io.daytrader.web.prims.catalog.Category.MODERN_EE;
import static io.daytrader.web.prims.catalog.Category.WEB;
import static io.daytrader.web.prims.catalog.Primitive.get;
import static io.daytrader.web.prims.catalog.Primitive.websocket;

import java.util.List;

/** Every primitive of DayTrader, in catalog order: the one definition behind the JSON catalog and its HTML page. */
public final class PrimitiveCatalog {

    private static final List<Primitive> PRIMITIVES = List.of(
            get("PingHtml", WEB, "/prims/PingHtml.html", "Servlet (static file)", Requirement.NONE,
                    "a static HTML page served by the container")
                    .answers("Hello World"),
            get("PingServlet", WEB, "/servlet/PingServlet", "Servlet", Requirement.NONE,
                    "minimal servlet writing through the ServletOutputStream: init time and hit count")
                    .answers("Hit Count: "),
            get("PingServletWriter", WEB, "/servlet/PingServletWriter", "Servlet", Requirement.NONE,
                    "minimal servlet writing through the PrintWriter: init time and hit count")
                    .answers("Hit Count: "),
            get("PingServlet2Servlet", WEB, "/servlet/PingServlet2Servlet", "Servlet", Requirement.NONE,
                    "forwards to a second servlet with a request-attribute bean")
                    .answers("Hit Count: "),
            get("PingServlet2Include", WEB, "/servlet/PingServlet2Include", "Servlet", Requirement.NONE,
                    "includes a second servlet primIterations times")
                    .answers("includes run: "),
            get("PingServlet2Jsp", WEB, "/servlet/PingServlet2Jsp", "Pages", Requirement.NONE,
                    "servlet builds a bean and forwards to a JSP that renders it")
                    .answers("Message from PingServlet2Jsp"),
            get("PingJsp", WEB, "/prims/PingJsp.jsp", "Pages", Requirement.NONE,
                    "JSP with scriptlets: init time and hit count")
                    .answers("Hit Count: "),
            get("PingJspEL", WEB, "/prims/PingJspEL.jsp", "Pages, Expression Language", Requirement.NONE,
                    "JSP evaluating EL arithmetic, logic, bean, array, map and header expressions")
                    .answers("id=\"logic\">true<"),
            get("PingSession1", WEB, "/servlet/PingSession1", "Servlet (HTTP session)", Requirement.NONE,
                    "creates an HTTP session and reads its id").withCookies()
                    .answers(", session "),
            get("PingSession2", WEB, "/servlet/PingSession2", "Servlet (HTTP session)", Requirement.NONE,
                    "counts hits in the HTTP session; the 5th hit invalidates it").withCookies()
                    .answers("PingSession2: session hit "),
            get("PingSession3", WEB, "/servlet/PingSession3", "Servlet (HTTP session)", Requirement.NONE,
                    "keeps and updates a session object of size bytes").withCookies().sized("size", 2048)
                    .answers("PingSession3: session object of "),
            get("PingServlet2JNDI", WEB, "/servlet/PingServlet2JNDI", "Servlet, JNDI", Requirement.JDBC,
                    "looks up the DataSource jdbc/TradeDataSource in JNDI primIterations times")
                    .answers("jdbc/TradeDataSource"),
            get("PingServletSetContentLength", WEB, "/servlet/PingServletSetContentLength", "Servlet",
                    Requirement.NONE, "answers exactly size bytes with the Content-Length set").sized("size", 10000)
                    .answers("PingServletSetContentLength: "),
            get("PingServletLargeContentLength", WEB, "/servlet/PingServletLargeContentLength", "Servlet",
                    Requirement.NONE, "reads a request body of any length and reports how many bytes it read")
                    .sends("text/plain", "ping")
                    .answers("PingServletLargeContentLength: read "),
            get("PingReentryServlet", WEB, "/servlet/PingReentryServlet", "Servlet", Requirement.NONE,
                    "calls itself over HTTP numReentries times, sleeping sleep ms in each")
                    .example("numReentries=2&sleep=0")
                    .answers("0,1,2"),
            get("PingSleep", WEB, "/servlet/PingSleep", "Servlet", Requirement.NONE,
                    "holds its request thread for ms milliseconds, as a request waiting on a slow database does, and"
                    + " says whether that thread was virtual or platform").sized("ms", 20)
                    .answers("PingSleep: slept "),
            get("PingServlet30Async", WEB, "/servlet/PingServlet30Async", "Servlet 3.0 async", Requirement.NONE,
                    "echoes the request body from an async context with a blocking read")
                    .sends("text/plain", "ping")
                    .answers(": echo of "),
            get("PingServlet31Async", WEB, "/servlet/PingServlet31Async", "Servlet 3.1 non-blocking I/O",
                    Requirement.NONE, "echoes the request body with a ReadListener and a WriteListener")
                    .sends("text/plain", "ping")
                    .answers(": echo of "),
            get("PingServlet31AsyncRead", WEB, "/servlet/PingServlet31AsyncRead", "Servlet 3.1 non-blocking I/O",
                    Requirement.NONE, "reads the request body with a ReadListener, then writes the echo")
                    .sends("text/plain", "ping")
                    .answers(": echo of "),

            get("PingServlet2DB", JDBC, "/servlet/PingServlet2DB", "JDBC", Requirement.JDBC,
                    "gets and closes a pooled connection of jdbc/TradeDataSource primIterations times")
                    .answers("got and closed "),
            get("PingJDBCRead", JDBC, "/servlet/PingJDBCRead", "JDBC", Requirement.JDBC,
                    "reads a quote (random, or ?symbol=) with a prepared statement primIterations times")
                    .answers("PingJDBCRead: read "),
            get("PingJDBCRead2JSP", JDBC, "/servlet/PingJDBCRead2JSP", "JDBC, Pages", Requirement.JDBC,
                    "reads a quote with JDBC and renders it with a JSP")
                    .answers("<td id=\"symbol\">s:"),
            get("PingJDBCWrite", JDBC, "/servlet/PingJDBCWrite", "JDBC", Requirement.JDBC,
                    "trades 100 shares of a quote (random, or ?symbol=) at a random price change, primIterations "
                    + "times")
                    .answers("PingJDBCWrite: updated ").writesTradeData(),

            get("PingServlet2Session", EJB_JPA, "/ejb3/PingServlet2Session", "Enterprise Beans", Requirement.EJB,
                    "calls a stateless session bean (investment return) primIterations times")
                    .answers("calls; last: investment"),
            get("PingServlet2Session2Entity", EJB_JPA, "/ejb3/PingServlet2Session2Entity",
                    "Enterprise Beans, Persistence", Requirement.EJB,
                    "session bean finds a quote entity with JPA primIterations times")
                    .answers("PingServlet2Session2Entity: found "),
            get("PingServlet2Session2Entity2JSP", EJB_JPA, "/ejb3/PingServlet2Session2Entity2JSP",
                    "Enterprise Beans, Persistence, Pages", Requirement.EJB,
                    "session bean finds a quote entity; a JSP renders it")
                    .answers("<td id=\"company\">"),
            get("PingServlet2Session2EntityCollection", EJB_JPA, "/ejb3/PingServlet2Session2EntityCollection",
                    "Enterprise Beans, Persistence", Requirement.EJB,
                    "session bean queries the holdings of a user (a collection of entities) primIterations times")
                    .answers("PingServlet2Session2EntityCollection: "),
            get("PingServlet2Session2CMROne2One", EJB_JPA, "/ejb3/PingServlet2Session2CMROne2One",
                    "Enterprise Beans, Persistence", Requirement.EJB,
                    "session bean goes from a user's account to its profile (one to one) primIterations times")
                    .answers("PingServlet2Session2CMROne2One: "),
            get("PingServlet2Session2CMROne2Many", EJB_JPA, "/ejb3/PingServlet2Session2CMROne2Many",
                    "Enterprise Beans, Persistence", Requirement.EJB,
                    "session bean goes from a user's account to its orders (one to many) primIterations times")
                    .answers("PingServlet2Session2CMROne2Many: "),
            get("PingServlet2TwoPhase", EJB_JPA, "/ejb3/PingServlet2TwoPhase",
                    "Enterprise Beans, Persistence, Messaging, Transactions", Requirement.JMS,
                    "session bean reads a quote and sends a ping message in one XA transaction; answers when it is "
                    + "consumed")
                    .answers("each consumed by the MDB"),

            get("PingServlet2MDBQueue", JMS, "/ejb3/PingServlet2MDBQueue", "Messaging, Enterprise Beans (MDB)",
                    Requirement.JMS, "sends primIterations ping messages to a queue and answers when the MDB has "
                    + "consumed them; 503 when the backlog is at its limit")
                    .answers("each consumed by the MDB"),
            get("PingServlet2MDBTopic", JMS, "/ejb3/PingServlet2MDBTopic", "Messaging, Enterprise Beans (MDB)",
                    Requirement.JMS, "publishes primIterations ping messages to a topic and answers when the MDB "
                    + "has consumed them; 503 when the backlog is at its limit")
                    .answers("each consumed by the MDB"),

            get("PingServletCDI", MODERN_EE, "/servlet/PingServletCDI", "CDI", Requirement.CDI,
                    "request-scoped CDI bean with an interceptor, behind a decorator")
                    .answers("Decorated Hello"),
            get("PingServletCDIEvent", MODERN_EE, "/servlet/PingServletCDIEvent", "CDI", Requirement.CDI,
                    "fires a synchronous CDI event primIterations times; an observer counts them")
                    .answers("PingServletCDIEvent: fired "),
            get("PingServletCDIEventAsync", MODERN_EE, "/servlet/PingServletCDIEventAsync", "CDI", Requirement.CDI,
                    "fires an asynchronous CDI event; waits for its two observers")
                    .answers("observed by [async-1, async-2]"),
            get("PingServletBeanValSimple", MODERN_EE, "/servlet/PingServletBeanValSimple", "Bean Validation",
                    Requirement.BEAN_VALIDATION, "validates a valid and an invalid bean (field, container element and "
                    + "temporal constraints)")
                    .answers("valid bean: 0 violations; invalid bean: 3 violations"),
            get("PingServletBeanValCDI", MODERN_EE, "/servlet/PingServletBeanValCDI", "Bean Validation, CDI",
                    Requirement.CDI, "calls a CDI bean with method parameter and return value constraints")
                    .answers("invalid call rejected with 2 violations"),
            get("PingJSONPObject", MODERN_EE, "/servlet/PingJSONPObject", "JSON Processing (object model)",
                    Requirement.JSON_P, "builds, writes and parses back a JSON document of about size bytes")
                    .sized("size", 1024)
                    .answers("PingJSONPObject: built "),
            get("PingJSONPStreaming", MODERN_EE, "/servlet/PingJSONPStreaming", "JSON Processing (streaming)",
                    Requirement.JSON_P, "generates and parses a JSON document of about size bytes with the "
                    + "streaming API").sized("size", 1024)
                    .answers("PingJSONPStreaming: generated "),
            get("PingJSONB", MODERN_EE, "/servlet/PingJSONB", "JSON Binding", Requirement.JSON_B,
                    "serialises objects to about size bytes of JSON and back").sized("size", 1024)
                    .answers("PingJSONB: serialised "),
            get("PingJaxrsText", MODERN_EE, "/jaxrs/sync/echoText", "RESTful Web Services", Requirement.JAX_RS,
                    "JAX-RS resource echoing the query parameter input as text").example("input=hello")
                    .answers("hello"),
            get("PingJaxrsJSON", MODERN_EE, "/jaxrs/sync/echoJSON", "RESTful Web Services, JSON Binding",
                    Requirement.JAX_RS, "JAX-RS resource echoing a posted JSON object")
                    .sends("application/json", "{\"text\":\"ping\",\"number\":42}")
                    .answers("\"text\":\"ping\""),
            get("PingJaxrsXML", MODERN_EE, "/jaxrs/sync/echoXML", "RESTful Web Services, XML Binding",
                    Requirement.JAX_RS, "JAX-RS resource echoing a posted XML document")
                    .sends("application/xml", "<echo><text>ping</text><number>42</number></echo>")
                    .answers("<text>ping</text>"),
            get("PingManagedExecutor", MODERN_EE, "/servlet/PingManagedExecutor", "Concurrency Utilities",
                    Requirement.CONCURRENCY, "async servlet completed by a task of the ManagedExecutorService")
                    .answers("completed by managed task thread"),
            get("PingManagedThread", MODERN_EE, "/servlet/PingManagedThread", "Concurrency Utilities",
                    Requirement.CONCURRENCY, "async servlet completed by a thread of the ManagedThreadFactory")
                    .answers("completed by managed thread"),

            websocket("PingWebSocketTextSync", "/pingTextSync", Requirement.WEBSOCKET,
                    "echoes each text message with a hit count, blocking send")
                    .answers(": ping"),
            websocket("PingWebSocketTextAsync", "/pingTextAsync", Requirement.WEBSOCKET,
                    "echoes each text message with a hit count, asynchronous send")
                    .answers(": ping"),
            websocket("PingWebSocketBinary", "/pingBinary", Requirement.WEBSOCKET,
                    "echoes each binary message byte for byte")
                    .sends("application/octet-stream", "ping")
                    .answers("ping"),
            websocket("PingWebSocketJson", "/pingWebSocketJson", Requirement.WEBSOCKET,
                    "decodes a {key,value} JSON message and answers it encoded, with a hit count")
                    .sends("application/json", "{\"key\":\"ping\",\"value\":\"1\"}")
                    .answers("(hit "),
            websocket("MarketSummaryWebSocket", "/marketsummary", Requirement.MARKET_SUMMARY_ENDPOINT,
                    "the trading application's market summary: send {\"action\":\"updateMarketSummary\"}")
                    .sends("application/json", "{\"action\":\"updateMarketSummary\"}")
                    .answers("\"tsia\""),
            get("PingFaces", FACES, "/prims/PingFaces.faces", "Faces", Requirement.FACES,
                    "a Faces page whose request-scoped CDI bean gives a five-row quotes table (data table, converter)")
                    .answers("S4 Incorporated"),
            get("PingCDIFaces", FACES, "/prims/PingCDIFaces.faces", "Faces, CDI", Requirement.FACES,
                    "a Faces page reading a hit count from a session-scoped CDI bean").withCookies()
                    .answers("Hit Count: "));

    /** Servlets of the primitives that are only forwarded to or included, never called by a client. */
    private static final List<String> INTERNAL_PATHS = List.of(
            "/servlet/PingServlet2ServletRcv",
            "/servlet/PingServlet2IncludeRcv");

    private PrimitiveCatalog() {
    }

    public static List<Primitive> all() {
        return PRIMITIVES;
    }

    public static List<String> internalPaths() {
        return INTERNAL_PATHS;
    }
}
