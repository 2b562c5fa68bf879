<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>DayTrader: Market Summary</title>
<script src="marketsummary.js" defer></script>
</head>
<%@ include file="top.jspf" %>
<h1>Market summary</h1>
<c:set var="ms" value="${marketSummary}"/>
<p class="live">Live updates: <span id="wsState">not connected</span>
  <button type="button" id="wsConnect">Connect</button> <button type="button" id="wsDisconnect">Disconnect</button></p>
<table class="facts">
  <tr><th>Trade Stock Index Average (TSIA)</th><td id="tsia">${f:plain(ms.tsia())}</td></tr>
  <tr><th>TSIA at the open</th><td id="openTsia">${f:plain(ms.openTsia())}</td></tr>
  <tr><th>Gain</th><td id="gainPercent" class="${f:trend(ms.gainPercent())}">${f:percent(ms.gainPercent())}</td></tr>
  <tr><th>Trading volume</th><td id="volume">${f:quantity(ms.volume())}</td></tr>
  <tr><th>As of</th><td id="summaryDate">${f:time(ms.summaryDate())}</td></tr>
</table>
<div class="columns">
<section>
  <h2>Top gainers</h2>
  <table id="gainers">
    <tr><th>Symbol</th><th>Price</th><th>Change</th></tr>
    <c:forEach var="quote" items="${ms.topGainers()}">
    <tr><td><a href="app?action=quotes&amp;symbols=${fn:escapeXml(f:url(quote.symbol))}"><c:out value="${quote.symbol}"/></a></td>
        <td>${f:money(quote.price)}</td><td class="${f:trend(quote.change)}">${f:change(quote.change)}</td></tr>
    </c:forEach>
  </table>
</section>
<section>
  <h2>Top losers</h2>
  <table id="losers">
    <tr><th>Symbol</th><th>Price</th><th>Change</th></tr>
    <c:forEach var="quote" items="${ms.topLosers()}">
    <tr><td><a href="app?action=quotes&amp;symbols=${fn:escapeXml(f:url(quote.symbol))}"><c:out value="${quote.symbol}"/></a></td>
        <td>${f:money(quote.price)}</td><td class="${f:trend(quote.change)}">${f:change(quote.change)}</td></tr>
    </c:forEach>
  </table>
</section>
<section>
  <h2>Recent price changes</h2>
  <table id="recentChanges">
    <tr><th>Symbol</th><th>Price</th><th>Change</th></tr>
  </table>
</section>
</div>
<%@ include file="bottom.jspf" %>
