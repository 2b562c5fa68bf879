<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>DayTrader: Quotes and Trading</title>
</head>
<%@ include file="top.jspf" %>
<h1>Quotes and Trading</h1>
<c:if test="${not empty quotes}">
<table id="quotes">
  <tr><th>Symbol</th><th>Company</th><th>Volume</th><th>Range</th><th>Open</th><th>Price</th><th>Change</th><th>Trade</th></tr>
  <c:forEach var="quote" items="${quotes}">
  <tr class="quote" data-symbol="${fn:escapeXml(quote.symbol)}" data-price="${f:plain(quote.price)}">
    <td><a href="app?action=quotes&amp;symbols=${fn:escapeXml(f:url(quote.symbol))}"><c:out value="${quote.symbol}"/></a></td>
    <td><c:out value="${quote.companyName}"/></td>
    <td>${f:quantity(quote.volume)}</td>
    <td>${f:money(quote.low)} - ${f:money(quote.high)}</td>
    <td>${f:money(quote.open)}</td>
    <td>${f:money(quote.price)}</td>
    <td class="${f:trend(quote.change)}">${f:change(quote.change)} (${f:changePercent(quote.price, quote.open)})</td>
    <td>
      <form class="inline buy" method="post" action="app">
        <input type="hidden" name="action" value="buy">
        <input type="hidden" name="symbol" value="${fn:escapeXml(quote.symbol)}">
        <input name="quantity" value="100" size="6" aria-label="Quantity of ${fn:escapeXml(quote.symbol)}">
        <button type="submit">Buy</button>
      </form>
    </td>
  </tr>
  </c:forEach>
</table>
</c:if>
<%@ include file="bottom.jspf" %>
