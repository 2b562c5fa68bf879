package io.daytrader.web.prims.web;

import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** Reads a posted body of any length and reports how many bytes it read and what the client declared. */
@WebServlet("/servlet/PingServletLargeContentLength")
public class PingServletLargeContentLength extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long read = 0;
        byte[] buffer = new byte[8192];
        ServletInputStream in = request.getInputStream();
        for (int n = in.read(buffer); n != -1; n = in.read(buffer)) {
            read += n;
        }
        PrimitiveResponses.text(response, "PingServletLargeContentLength: read " + read + " bytes, Content-Length "
                + request.getContentLengthLong());
    }
}
