<%@ page contentType="text/html;charset=UTF-8" session="false" %>
<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>
<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><title>${primitive}</title></head>
<body>
<h1>${primitive}</h1>
<table>
<tr><th>symbol</th><td id="symbol"><c:out value="${quote.symbol}"/></td></tr>
<tr><th>company</th><td id="company"><c:out value="${quote.companyName}"/></td></tr>
<tr><th>price</th><td id="price">${quote.price}</td></tr>
<tr><th>open</th><td id="open">${quote.open}</td></tr>
<tr><th>low</th><td id="low">${quote.low}</td></tr>
<tr><th>high</th><td id="high">${quote.high}</td></tr>
<tr><th>volume</th><td id="volume">${quote.volume}</td></tr>
<tr><th>change</th><td id="change">${quote.change}</td></tr>
</table>
</body>
</html>
