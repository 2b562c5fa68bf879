package io.daytrader.web.config;

import io.daytrader.config.RuntimeMode;
import io.daytrader.config.TradeSettings;
import io.daytrader.runtime.TradeRuntime;
import io.daytrader.trade.OrderProcessingMode;
import io.daytrader.trade.RunStats;
import io.daytrader.web.app.Parameters;
import io.daytrader.web.html.Html;
import io.daytrader.web.runtime.TradeRuntimes;
import io.daytrader.web.security.CrossSiteRequests;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * {@code /config}: shows the settings; {@code action=updateConfig}, {@code resetTrade} and {@code buildDB} change
 * settings or data and need the administrator credential (HTTP Basic), else they answer 401. {@code buildDB}
 * answers when the database is built; with {@code async=true} it answers at once and the page shows a progress
 * bar fed by {@code action=buildStatus} (JSON, no credential needed). For programs, the same in JSON
 * ({@link SettingsJson}): a request that accepts {@code application/json} gets the settings, or its action's
 * outcome, as JSON ({@code {"message": ...}} or {@code {"error": ...}}), and {@code PUT} with a JSON object changes
 * the settings it names, as the administrator.
 */
@WebServlet(urlPatterns = "/config", loadOnStartup = 1)
public class TradeConfigServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;
    private static final Logger LOG = Logger.getLogger(TradeConfigServlet.class.getName());
    private static final Set<String> ADMIN_ACTIONS = Set.of("updateConfig", "resetTrade", "buildDB");
    private static final String BUILD_STATUS = "buildStatus";
    private static final String JSON = "application/json";

    private transient TradeRuntime runtime;

    private transient AdminCredentials admin;
    private final transient BuildTracker build = new BuildTracker();

    @Override
    public void init() throws ServletException {
        runtime = TradeRuntimes.of(getServletContext());
        admin = AdminCredentials.from(System.getenv(), System::getProperty);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (!Parameters.readable(request)) {
            answer(request, response, HttpServletResponse.SC_BAD_REQUEST, Parameters.MALFORMED, null);
            return;
        }
        String action = request.getParameter("action");
        if (BUILD_STATUS.equals(action)) {
            json(response, HttpServletResponse.SC_OK, build.toJson());
            return;
        }
        if (action != null && !action.isBlank() && !ADMIN_ACTIONS.contains(action)) {
            answer(request, response, HttpServletResponse.SC_BAD_REQUEST, "Unknown config action: " + action, null);
            return;
        }
        if (action != null && ADMIN_ACTIONS.contains(action) && !allowed(request, response, "The action " + action)) {
            return;
        }
        if (action == null || action.isBlank()) {
            if (wantsJson(request)) {
                json(response, HttpServletResponse.SC_OK, settingsJson());
            } else {
                page(response, HttpServletResponse.SC_OK, null, null);
            }
        } else if (action.equals("updateConfig")) {
            updateConfig(request, response, request::getParameter);
        } else if (action.equals("resetTrade")) {
            RunStats stats = runtime.current().resetTrade();
            answer(request, response, HttpServletResponse.SC_OK, "Reset trade done", stats);
        } else {
            buildDatabase("true".equals(request.getParameter("async")), request, response);
        }
    }

    /** Whether the administrator sent it from this site; if not, the refusal is answered. */
    private boolean allowed(HttpServletRequest request, HttpServletResponse response, String what) throws IOException {
        if (CrossSiteRequests.isCrossSite(request)) {
            answer(request, response, HttpServletResponse.SC_FORBIDDEN, what + " cannot be sent from another web site",
                    null);
            return false;
        }
        if (!admin.accepts(request.getHeader("Authorization"))) {
            response.setHeader("WWW-Authenticate", "Basic realm=\"DayTrader administration\", charset=\"UTF-8\"");
            answer(request, response, HttpServletResponse.SC_UNAUTHORIZED,
                    what + " needs the DayTrader administrator's user and password", null);
            return false;
        }
        return true;
    }

    /** {@code PUT /config} with a JSON object: the settings it names change, as with action=updateConfig. */
    @Override
    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (!allowed(request, response, "Changing the settings")) {
            return;
        }
        String type = request.getContentType();
        if (type == null || !type.toLowerCase(Locale.ROOT).startsWith(JSON)) {
            json(response, HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, Json.createObjectBuilder()
                    .add("error", "Send the settings to change as a JSON object (Content-Type: application/json)")
                    .build());
            return;
        }
        Function<String, String> parameters;
        try (JsonReader reader = Json.createReader(request.getReader())) {
            parameters = SettingsJson.parameters(reader.readObject());
        } catch (JsonException | IllegalStateException | IllegalArgumentException e) {
            json(response, HttpServletResponse.SC_BAD_REQUEST, Json.createObjectBuilder()
                    .add("error", "Settings not changed: " + (e instanceof IllegalArgumentException ? e.getMessage()
                            : "the body is not a JSON object")).build());
            return;
        }
        updateConfig(request, response, parameters);
    }

    private void buildDatabase(boolean async, HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        if (!build.start()) {
            answer(request, response, HttpServletResponse.SC_CONFLICT, "A database build is already running", null);
            return;
        }
        Runnable work = () -> {
            long started = System.nanoTime();
            try {
                runtime.database().build(build);
            } catch (RuntimeException e) {
                LOG.log(Level.SEVERE, "The database build failed", e);
                build.finish("The database build failed: " + e.getMessage());
                throw e;
            }
            build.finish(String.format("Database built with %s in %.1f s", runtime.settings().population(),
                    (System.nanoTime() - started) / 1e9));
        };
        if (async) {
            runtime.scheduler().execute(work);
            answer(request, response, HttpServletResponse.SC_ACCEPTED, "Building the database", null);
        } else {
            work.run();
            answer(request, response, HttpServletResponse.SC_OK, build.toJson().getString("message"), null);
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }

    private void updateConfig(HttpServletRequest request, HttpServletResponse response,
                              Function<String, String> parameters) throws IOException {
        try {
            runtime.updateSettings(settings -> ConfigUpdate.apply(parameters, settings));
        } catch (IllegalArgumentException e) {
            answer(request, response, HttpServletResponse.SC_BAD_REQUEST, "Settings not changed: "
                    + (wantsJson(request) ? SettingsJson.inJsonNames(e.getMessage()) : e.getMessage()), null);
            return;
        }
        if (wantsJson(request)) {
            json(response, HttpServletResponse.SC_OK, settingsJson());
        } else {
            page(response, HttpServletResponse.SC_OK, "Settings updated", null);
        }
    }

    private JsonObject settingsJson() {
        return SettingsJson.of(runtime.settings(), runtime.runtimeModes(), runtime.orderProcessingModes());
    }

    private static boolean wantsJson(HttpServletRequest request) {
        String accept = request.getHeader("Accept");
        return accept != null && accept.toLowerCase(Locale.ROOT).contains(JSON);
    }

    /** An outcome: as JSON ({@code message}, or {@code error} from 400 on) to a program, else as the page. */
    private void answer(HttpServletRequest request, HttpServletResponse response, int status, String message,
                        RunStats stats) throws IOException {
        if (wantsJson(request)) {
            json(response, status, Json.createObjectBuilder().add(status >= 400 ? "error" : "message", message).build());
        } else {
            page(response, status, message, stats);
        }
    }

    private static void json(HttpServletResponse response, int status, JsonObject body) throws IOException {
        response.setStatus(status);
        response.setContentType(JSON);
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        response.getWriter().print(body);
    }

    private void page(HttpServletResponse response, int status, String message, RunStats stats) throws IOException {
        response.setStatus(status);
        response.setContentType("text/html;charset=UTF-8");
        TradeSettings settings = runtime.settings();
        PrintWriter out = response.getWriter();
        out.println("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>DayTrader Configuration</title>"
                + "<link rel=\"stylesheet\" href=\"style.css\"></head><body><h1>DayTrader Configuration</h1>");
        if (message != null) {
            out.println("<p id=\"message\">" + Html.escape(message) + "</p>");
        }
        if (stats != null) {
            out.println(RunStatsTable.html(stats));
        }
        out.println("<form method=\"post\" action=\"config\"><input type=\"hidden\" name=\"action\" value=\"updateConfig\">"
                + "<input type=\"hidden\" name=\"form\" value=\"true\"><table id=\"settings\">");
        out.println(row("Runtime mode", select("RunTimeMode", RuntimeMode.values(), settings.getRuntimeMode(),
                runtime.runtimeModes())));
        out.println(row("Order processing mode", select("OrderProcessingMode", OrderProcessingMode.values(),
                settings.getOrderProcessingMode(), runtime.orderProcessingModes())));
        out.println(row("Users (MaxUsers)", input("MaxUsers", settings.getUsers())));
        out.println(row("Quotes (MaxQuotes)", input("MaxQuotes", settings.getQuotes())));
        out.println(row("Market summary interval (s)", input("marketSummaryInterval", settings.getMarketSummaryInterval())));
        out.println(row("Primitive iterations", input("primIterations", settings.getPrimIterations())));
        out.println(row("Publish quote price changes", checkbox("EnablePublishQuotePriceChange",
                settings.isPublishQuotePriceChange())));
        out.println(row("Display order alerts", checkbox("DisplayOrderAlerts", settings.isDisplayOrderAlerts())));
        out.println(row("Long run (no order list on the account page)", checkbox("EnableLongRun", settings.isLongRun())));
        out.println("</table><button type=\"submit\">Update</button></form>");
        out.println("<p><a href=\"config?action=resetTrade\">Reset trade</a> | <a id=\"buildLink\" "
                + "href=\"config?action=buildDB&amp;async=true\">(Re)build the database</a></p>");
        out.println("<section id=\"build\" data-running=\"" + build.isRunning() + "\"><progress id=\"buildProgress\" "
                + "max=\"100\" value=\"" + build.percent() + "\"></progress> <span id=\"buildPhase\"></span></section>");
        out.println("<script src=\"config.js\"></script></body></html>");
    }

    private static String row(String label, String field) {
        return "<tr><th>" + Html.escape(label) + "</th><td>" + field + "</td></tr>";
    }

    private static String input(String name, int value) {
        return "<input name=\"" + name + "\" id=\"" + name + "\" value=\"" + value + "\">";
    }

    private static String checkbox(String name, boolean checked) {
        return "<input type=\"checkbox\" name=\"" + name + "\" id=\"" + name + "\" value=\"true\""
                + (checked ? " checked" : "") + ">";
    }

    /** Every mode, those this deployment does not offer disabled and marked so. */
    private static <E extends Enum<E>> String select(String name, E[] values, E selected, Set<E> offered) {
        StringBuilder html = new StringBuilder("<select name=\"" + name + "\" id=\"" + name + "\">");
        for (E value : values) {
            String label = value instanceof RuntimeMode mode ? mode.displayName()
                    : ((OrderProcessingMode) value).displayName();
            boolean available = offered.contains(value);
            html.append("<option value=\"").append(value.ordinal()).append('"')
                    .append(value == selected ? " selected" : "").append(available ? "" : " disabled").append('>')
                    .append(Html.escape(available ? label : label + " (not offered by this deployment)"))
                    .append("</option>");
        }
        return html.append("</select>").toString();
    }
}
