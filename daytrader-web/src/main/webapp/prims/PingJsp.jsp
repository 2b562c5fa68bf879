<%@ page contentType="text/html;charset=UTF-8" session="false" import="java.time.Instant,java.util.concurrent.atomic.AtomicLong" %>
<%!
    private final AtomicLong hits = new AtomicLong();
    private final String initTime = Instant.now().toString();
%>
<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><title>PingJsp</title></head>
<body>
<h1>PingJsp</h1>
<p>Init time: <%= initTime %></p>
<p><b>Hit Count: <%= hits.incrementAndGet() %></b></p>
</body>
</html>
