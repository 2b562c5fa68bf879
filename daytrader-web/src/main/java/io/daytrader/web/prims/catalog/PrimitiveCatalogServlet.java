package io.daytrader.web.prims.catalog;

import io.daytrader.catalog.CatalogPrimitive;
import jakarta.annotation.Resource;
import jakarta.json.Json;
import jakarta.json.stream.JsonGenerator;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import javax.sql.DataSource;

/**
 * {@code /primitives}: the catalog of primitives as JSON, or with {@code format=html} as an index page with links.
 * Each entry says whether this server can run it ({@code available}). The reference jms/PingQCF that the probe of
 * the messaging primitives looks up is declared in web.xml: an annotation naming a JMS type here would keep a
 * container without JMS from loading this class.
 */
@WebServlet(urlPatterns = "/primitives")
@Resource(name = FeatureProbe.DATA_SOURCE_REFERENCE, type = DataSource.class)
public class PrimitiveCatalogServlet extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final String INDEX_PAGE = "/prims/views/catalog.jsp";

    private transient FeatureProbe probe;

    @Override
    public void init() {
        probe = FeatureProbe.of(getServletContext());
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response)
            throws IOException, ServletException {
        List<CatalogEntry> entries = PrimitiveCatalog.all().stream()
                .map(primitive -> new CatalogEntry(primitive, probe.available(primitive.requirement())))
                .collect(Collectors.toList());
        if ("html".equals(request.getParameter("format"))) {
            request.setAttribute("server", getServletContext().getServerInfo());
            request.setAttribute("entries", entries);
            request.getRequestDispatcher(INDEX_PAGE).forward(request, response);
            return;
        }
        response.setContentType("application/json;charset=UTF-8");
        try (JsonGenerator json = Json.createGenerator(response.getWriter())) {
            json.writeStartObject().write("server", getServletContext().getServerInfo()).writeStartArray("primitives");
            for (CatalogEntry entry : entries) {
                write(json, entry);
            }
            json.writeEnd().writeEnd();
        }
    }

    private static void write(JsonGenerator json, CatalogEntry entry) {
        CatalogPrimitive p = entry.primitive().toModel(entry.available());
        json.writeStartObject()
                .write("name", p.name())
                .write("category", p.category())
                .write("path", p.path())
                .write("method", p.method())
                .write("protocol", p.protocol())
                .write("description", p.description())
                .write("feature", p.feature())
                .write("available", p.available())
                .write("needsCookies", p.needsCookies())
                .write("changesTradeData", p.changesTradeData());
        writeNullable(json, "sizeParameter", p.sizeParameter());
        json.write("example", p.example());
        writeNullable(json, "contentType", p.contentType());
        writeNullable(json, "body", p.body());
        writeNullable(json, "answer", p.answer());
        json.writeEnd();
    }

    private static void writeNullable(JsonGenerator json, String name, String value) {
        if (value == null) {
            json.writeNull(name);
        } else {
            json.write(name, value);
        }
    }
}
