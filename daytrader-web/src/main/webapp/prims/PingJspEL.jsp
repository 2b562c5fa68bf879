<%@ page contentType="text/html;charset=UTF-8" session="false" import="java.util.Map,java.util.concurrent.atomic.AtomicLong,io.daytrader.web.prims.web.PingBean" %>
<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>
<%!
    private final AtomicLong hits = new AtomicLong();
%>
<%
    long hit = hits.incrementAndGet();
    pageContext.setAttribute("hit", hit);
    pageContext.setAttribute("bean", new PingBean("EL bean", hit));
    pageContext.setAttribute("numbers", new long[] {hit, hit * 2, hit * 3});
    pageContext.setAttribute("prices", Map.of("open", 10.5, "close", 12.25));
%>
<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><title>PingJspEL</title></head>
<body>
<h1>PingJspEL</h1>
<table>
<tr><th>expression</th><th>result</th></tr>
<tr><td>hit + 1</td><td id="sum">${hit + 1}</td></tr>
<tr><td>hit * 3 - 1</td><td id="arithmetic">${hit * 3 - 1}</td></tr>
<tr><td>hit mod 2 == 0</td><td id="even">${hit mod 2 == 0}</td></tr>
<tr><td>hit gt 0 and not empty bean</td><td id="logic">${hit gt 0 and not empty bean}</td></tr>
<tr><td>bean.hits</td><td id="bean">${bean.hits}</td></tr>
<tr><td>numbers[2]</td><td id="array">${numbers[2]}</td></tr>
<tr><td>prices['close'] - prices.open</td><td id="map">${prices['close'] - prices.open}</td></tr>
<tr><td>header['User-Agent']</td><td id="header"><c:out value="${header['User-Agent']}"/></td></tr>
</table>
<p><b>Hit Count: ${hit}</b></p>
</body>
</html>
