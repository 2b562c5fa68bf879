<%@ page contentType="text/html;charset=UTF-8" session="false" import="io.daytrader.web.prims.web.PingBean" %>
<% PingBean ping = (PingBean) request.getAttribute(PingBean.ATTRIBUTE); %>
<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><title>PingServlet2Jsp</title></head>
<body>
<h1>PingServlet2Jsp</h1>
<p><%= ping.getMessage() %>: Hit Count: <%= ping.getHits() %></p>
</body>
</html>
