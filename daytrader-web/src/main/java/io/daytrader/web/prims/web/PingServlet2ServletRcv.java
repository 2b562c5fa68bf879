package io.daytrader.web.prims.web;

import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** The forward target of {@link PingServlet2Servlet}: writes the bean it was handed. */
@WebServlet(PingServlet2ServletRcv.PATH)
public class PingServlet2ServletRcv extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final String PATH = "/servlet/PingServlet2ServletRcv";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object attribute = request.getAttribute(PingBean.ATTRIBUTE);
        if (!(attribute instanceof PingBean)) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_REQUEST,
                    "PingServlet2ServletRcv is the forward target of PingServlet2Servlet; call that instead");
            return;
        }
        PingBean bean = (PingBean) attribute;
        PrimitiveResponses.text(response, "PingServlet2Servlet: " + bean.getMessage() + ": Hit Count: "
                + bean.getHits());
    }
}
