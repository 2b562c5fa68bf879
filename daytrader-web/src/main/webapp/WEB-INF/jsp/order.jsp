<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>DayTrader: Order</title>
</head>
<%@ include file="top.jspf" %>
<h1>New order</h1>
<p class="confirmation">Order <span id="orderID">${order.orderID}</span> to <c:out value="${order.orderType}"/>
  ${f:quantity(order.quantity)} shares of <c:out value="${order.quoteSymbol}"/> has been submitted for processing.
  Status: <span id="orderStatus"><c:out value="${order.orderStatus}"/></span></p>
<table id="order">
  <tr><th>Order ID</th><th>Status</th><th>Created</th><th>Completed</th><th>Fee</th><th>Type</th><th>Symbol</th><th>Quantity</th><th>Price</th></tr>
  <tr>
    <td>${order.orderID}</td>
    <td><c:out value="${order.orderStatus}"/></td>
    <td>${f:time(order.openDate)}</td>
    <td>${f:time(order.completionDate)}</td>
    <td>${f:money(order.orderFee)}</td>
    <td><c:out value="${order.orderType}"/></td>
    <td><a href="app?action=quotes&amp;symbols=${fn:escapeXml(f:url(order.quoteSymbol))}"><c:out value="${order.quoteSymbol}"/></a></td>
    <td>${f:quantity(order.quantity)}</td>
    <td>${f:money(order.price)}</td>
  </tr>
</table>
<p><a href="app?action=portfolio">Go to the portfolio</a></p>
<%@ include file="bottom.jspf" %>
