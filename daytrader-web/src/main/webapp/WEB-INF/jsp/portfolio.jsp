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
  <f:portfolioRows portfolio="${portfolio}"/>
  <tr class="totals"><th colspan="6">Totals</th><td>${f:money(portfolio.basis)}</td><td>${f:money(portfolio.marketValue)}</td>
    <td class="${f:trend(portfolio.gain)}">${f:money(portfolio.gain)} (${f:percent(portfolio.gainPercent)})</td><td></td></tr>
</table>
</c:otherwise>
</c:choose>
<%@ include file="bottom.jspf" %>
