package io.daytrader.web.prims.web;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Servlet 3.0 async: a container thread reads the posted body (blocking) and echoes it, then completes. */
@WebServlet(urlPatterns = "/servlet/PingServlet30Async", asyncSupported = true)
public class PingServlet30Async extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) {
        if (Echo.tooLarge(request.getContentLengthLong(), response)) {
            return;
        }
        AsyncContext async = request.startAsync();
        async.start(() -> {
            try {
                byte[] body = Echo.readAtMostMaxBody(request.getInputStream());
                if (body == null) {
                    response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
                    return;
                }
                byte[] answer = Echo.of("PingServlet30Async", body);
                Echo.prepare(response, answer.length);
                response.getOutputStream().write(answer);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                async.complete();
            }
        });
    }
}
