package io.daytrader.web.prims.web;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Servlet 3.1 non-blocking read (ReadListener), then an ordinary blocking write of the echo. */
@WebServlet(urlPatterns = "/servlet/PingServlet31AsyncRead", asyncSupported = true)
public class PingServlet31AsyncRead extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (Echo.tooLarge(request.getContentLengthLong(), response)) {
            return;
        }
        AsyncContext async = request.startAsync();
        request.getInputStream().setReadListener(new BodyReader(request.getInputStream(), async, body -> {
            byte[] answer = Echo.of("PingServlet31AsyncRead", body);
            Echo.prepare(response, answer.length);
            try {
                response.getOutputStream().write(answer);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                async.complete();
            }
        }));
    }
}
