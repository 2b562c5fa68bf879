package io.daytrader.web.prims.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/** The include target of {@link PingServlet2Include}: writes nothing, counts its runs in a request attribute. */
@WebServlet(PingServlet2IncludeRcv.PATH)
public class PingServlet2IncludeRcv extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final String PATH = "/servlet/PingServlet2IncludeRcv";
    static final String COUNT_ATTRIBUTE = "pingIncludeCount";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) {
        Object count = request.getAttribute(COUNT_ATTRIBUTE);
        request.setAttribute(COUNT_ATTRIBUTE, count instanceof Integer ? (Integer) count + 1 : 1);
    }
}
