<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>DayTrader: Portfolio</title>
</head>
<%@ include file="top.jspf" %>
<h1>Portfolio</h1>
<p>Number of holdings: <span id="holdingCount">${portfolio.holdingCount}</span></p>
<c:choose>
<c:when test="${portfolio.holdingCount == 0}">
  <p id="emptyPortfolio">Your portfolio is empty.</p>
</c:when>
<c:otherwise>
<table id="holdings">
  <tr><th>Holding ID</th><th>Purchased</th><th>Symbol</th><th>Quantity</th><th>Purchase price</th><th>Current price</th>
      <th>Basis</th><th>Market value</th><th>Gain/loss</th><th>Trade</th></tr>
  <c:forEach var="row" items="${portfolio.rows}">
  <c:set var="holding" value="${row.holding}"/>
  <tr class="holding" data-holding-id="${holding.holdingID}" data-symbol="${fn:escapeXml(holding.quoteSymbol)}" data-quantity="${holding.quantity}">
    <td>${holding.holdingID}</td>
    <td>${f:time(holding.purchaseDate)}</td>
    <td><a href="app?action=quotes&amp;symbols=${fn:escapeXml(f:url(holding.quoteSymbol))}"><c:out value="${holding.quoteSymbol}"/></a></td>
    <td>${f:quantity(holding.quantity)}</td>
    <td>${f:money(holding.purchasePrice)}</td>
    <td>${f:money(row.currentPrice)}</td>
    <td>${f:money(row.basis)}</td>
    <td>${f:money(row.marketValue)}</td>
    <td class="${f:trend(row.gain)}">${f:money(row.gain)}</td>
    <td><c:choose>
      <c:when test="${holding.beingSold}">selling&hellip;</c:when>
      <c:otherwise><a class="sell" href="app?action=sell&amp;holdingID=${holding.holdingID}">sell</a></c:otherwise>
    </c:choose></td>
  </tr>
  </c:forEach>
  <tr class="totals"><th colspan="6">Totals</th><td>${f:money(portfolio.basis)}</td><td>${f:money(portfolio.marketValue)}</td>
    <td class="${f:trend(portfolio.gain)}">${f:money(portfolio.gain)} (${f:percent(portfolio.gainPercent)})</td><td></td></tr>
</table>
</c:otherwise>
</c:choose>
<%@ include file="bottom.jspf" %>
