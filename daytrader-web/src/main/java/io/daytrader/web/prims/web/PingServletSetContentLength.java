package io.daytrader.web.prims.web;

import io.daytrader.web.prims.PrimitiveParameters;
import io.daytrader.web.prims.PrimitiveResponses;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** Answers exactly {@code size} bytes (default 1000) with the Content-Length set before the body. */
@WebServlet("/servlet/PingServletSetContentLength")
public class PingServletSetContentLength extends HttpServlet {

    private static final long serialVersionUID = 1L;
    static final int DEFAULT_SIZE = 1000;
    static final int MAX_SIZE = 64 * 1024 * 1024;
    private static final int CHUNK = 8192;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        int size;
        try {
            size = PrimitiveParameters.intParameter(request, "size", DEFAULT_SIZE, 0, MAX_SIZE);
        } catch (IllegalArgumentException e) {
            PrimitiveResponses.text(response, HttpServletResponse.SC_BAD_REQUEST, e.getMessage());
            return;
        }
        byte[] head = ("PingServletSetContentLength: " + size + " bytes\n").getBytes(StandardCharsets.US_ASCII);
        response.setContentType("text/plain;charset=UTF-8");
        response.setContentLength(size);
        OutputStream out = response.getOutputStream();
        int written = Math.min(head.length, size);
        out.write(head, 0, written);
        byte[] padding = new byte[Math.min(CHUNK, Math.max(size - written, 0))];
        Arrays.fill(padding, (byte) 'x');
        while (written < size) {
            int n = Math.min(padding.length, size - written);
            out.write(padding, 0, n);
            written += n;
        }
    }
}
