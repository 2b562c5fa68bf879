<%@ page contentType="text/html;charset=UTF-8" session="false" %>
<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<title>DayTrader primitives</title>
<link rel="stylesheet" href="${pageContext.request.contextPath}/prims/views/catalog.css">
</head>
<body>
<h1>DayTrader primitives</h1>
<p>Server: <c:out value="${server}"/>. The same list as JSON: <a href="${pageContext.request.contextPath}/primitives">/primitives</a>.
Each primitive repeats its work <em>primIterations</em> times where the description says so (see <a href="${pageContext.request.contextPath}/config">/config</a>).</p>
<table>
<tr><th>category</th><th>name</th><th>example</th><th>method</th><th>feature</th><th>size parameter</th><th>cookies</th><th>available</th><th>what it does</th></tr>
<c:forEach var="entry" items="${entries}">
<c:set var="p" value="${entry.primitive()}"/>
<tr class="${entry.available() ? 'available' : 'unavailable'}">
<td><c:out value="${p.category().label()}"/></td>
<td><c:out value="${p.name()}"/></td>
<td><c:choose>
<c:when test="${p.method() == 'GET' and not p.isWebSocket() and entry.available()}"><a href="<c:out value='${pageContext.request.contextPath}${p.example()}'/>"><c:out value="${p.example()}"/></a></c:when>
<c:when test="${p.isWebSocket()}">ws: <c:out value="${p.example()}"/></c:when>
<c:otherwise><c:out value="${p.example()}"/></c:otherwise>
</c:choose></td>
<td><c:out value="${p.method()}"/></td>
<td><c:out value="${p.feature()}"/></td>
<td><c:out value="${p.sizeParameter()}"/></td>
<td>${p.needsCookies() ? 'needs cookies' : ''}</td>
<td>${entry.available()}</td>
<td><c:out value="${p.description()}"/></td>
</tr>
</c:forEach>
</table>
</body>
</html>
