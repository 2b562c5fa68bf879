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
    <td>${format.time(holding.purchaseDate)}</td>
    <td><a href="app?action=quotes&amp;symbols=${fn:escapeXml(format.url(holding.quoteSymbol))}"><c:out value="${holding.quoteSymbol}"/></a></td>
    <td>${format.quantity(holding.quantity)}</td>
    <td>${format.money(holding.purchasePrice)}</td>
    <td>${format.money(row.currentPrice)}</td>
    <td>${format.money(row.basis)}</td>
    <td>${format.money(row.marketValue)}</td>
    <td class="${format.trend(row.gain)}">${format.money(row.gain)}</td>
    <td><c:choose>
      <c:when test="${holding.beingSold}">selling&hellip;</c:when>
      <c:otherwise><a class="sell" href="app?action=sell&amp;holdingID=${holding.holdingID}">sell</a></c:otherwise>
    </c:choose></td>
  </tr>
  </c:forEach>
  <tr class="totals"><th colspan="6">Totals</th><td>${format.money(portfolio.basis)}</td><td>${format.money(portfolio.marketValue)}</td>
    <td class="${format.trend(portfolio.gain)}">${format.money(portfolio.gain)} (${format.percent(portfolio.gainPercent)})</td><td></td></tr>
</table>
</c:otherwise>
</c:choose>
<%@ include file="bottom.jspf" %>
