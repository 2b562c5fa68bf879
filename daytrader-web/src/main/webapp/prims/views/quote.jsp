<%@ page contentType="text/html;charset=UTF-8" session="false" %>
<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>
<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><title><c:out value="${primitive}"/></title></head>
<body>
<h1><c:out value="${primitive}"/></h1>
<table>
<tr><th>symbol</th><td id="symbol"><c:out value="${quote.symbol}"/></td></tr>
<tr><th>company</th><td id="company"><c:out value="${quote.companyName}"/></td></tr>
<tr><th>price</th><td id="price"><c:out value="${quote.price}"/></td></tr>
<tr><th>open</th><td id="open"><c:out value="${quote.open}"/></td></tr>
<tr><th>low</th><td id="low"><c:out value="${quote.low}"/></td></tr>
<tr><th>high</th><td id="high"><c:out value="${quote.high}"/></td></tr>
<tr><th>volume</th><td id="volume"><c:out value="${quote.volume}"/></td></tr>
<tr><th>change</th><td id="change"><c:out value="${quote.change}"/></td></tr>
</table>
</body>
</html>
