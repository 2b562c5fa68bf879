<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>Welcome to DayTrader</title>
</head>
<%@ include file="top.jspf" %>
<h1>Welcome to DayTrader, <c:out value="${userID}"/></h1>
<c:set var="account" value="${summary.account}"/>
<div class="columns">
<section>
  <h2>User statistics</h2>
  <table class="facts">
    <tr><th>Account ID</th><td id="accountID">${account.accountID}</td></tr>
    <tr><th>Account created</th><td>${f:time(account.creationDate)}</td></tr>
    <tr><th>Total logins</th><td id="loginCount">${account.loginCount}</td></tr>
    <tr><th>Session created</th><td>${f:time(loginTime)}</td></tr>
  </table>
</section>
<section>
  <h2>Account summary</h2>
  <table class="facts">
    <tr><th>Cash balance</th><td><span id="balance" data-value="${f:plain(account.balance)}">${f:money(account.balance)}</span></td></tr>
    <tr><th>Number of holdings</th><td id="holdingCount">${summary.holdingCount}</td></tr>
    <tr><th>Total of holdings (at purchase price)</th><td>${f:money(summary.holdingsTotal)}</td></tr>
    <tr><th>Sum of cash and holdings</th><td>${f:money(summary.total)}</td></tr>
    <tr><th>Opening balance</th><td>${f:money(account.openBalance)}</td></tr>
    <tr><th>Current gain/loss</th>
        <td class="${f:trend(summary.gain)}">${f:money(summary.gain)} (${f:percent(summary.gainPercent)})</td></tr>
  </table>
</section>
</div>
<%@ include file="bottom.jspf" %>
