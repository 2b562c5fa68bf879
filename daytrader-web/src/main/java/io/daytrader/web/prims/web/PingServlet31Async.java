package io.daytrader.web.prims.web;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Servlet 3.1 non-blocking I/O: reads the posted body with a ReadListener and echoes it with a WriteListener. */
@WebServlet(urlPatterns = "/servlet/PingServlet31Async", asyncSupported = true)
public class PingServlet31Async extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (Echo.tooLarge(request.getContentLengthLong(), response)) {
            return;
        }
        AsyncContext async = request.startAsync();
        request.getInputStream().setReadListener(new BodyReader(request.getInputStream(), async, body -> {
            byte[] answer = Echo.of("PingServlet31Async", body);
            Echo.prepare(response, answer.length);
            try {
                ServletOutputStream out = response.getOutputStream();
                out.setWriteListener(new BodyWriter(out, async, answer));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
    }
}
