<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>DayTrader: Quotes and Trading</title>
</head>
<%@ include file="top.jspf" %>
<h1>Quotes and Trading</h1>
<c:if test="${not empty quotes}">
<table id="quotes">
  <tr><th>Symbol</th><th>Company</th><th>Volume</th><th>Range</th><th>Open</th><th>Price</th><th>Change</th><th>Trade</th></tr>
  <f:quoteRows quotes="${quotes}"/>
</table>
</c:if>
<%@ include file="bottom.jspf" %>
