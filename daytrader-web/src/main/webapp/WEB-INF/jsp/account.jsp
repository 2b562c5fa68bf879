<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>DayTrader: Account</title>
</head>
<%@ include file="top.jspf" %>
<h1>Account information</h1>
<table class="facts">
  <tr><th>User ID</th><td><c:out value="${account.profileID}"/></td><th>Account ID</th><td>${account.accountID}</td></tr>
  <tr><th>Account created</th><td>${f:time(account.creationDate)}</td><th>Last login</th><td>${f:time(account.lastLogin)}</td></tr>
  <tr><th>Total logins</th><td>${account.loginCount}</td><th>Total logouts</th><td>${account.logoutCount}</td></tr>
  <tr><th>Cash balance</th><td><span id="balance" data-value="${f:plain(account.balance)}">${f:money(account.balance)}</span></td>
      <th>Opening balance</th><td><span id="openBalance" data-value="${f:plain(account.openBalance)}">${f:money(account.openBalance)}</span></td></tr>
</table>

<h2>Orders</h2>
<p>Total Orders: <span id="orderCount">${orderCount}</span>
  <c:if test="${orders != null}"> &middot; <a href="app?action=account&amp;showAllOrders=true">show all orders</a></c:if></p>
<c:if test="${orders == null}"><p class="hint">The order list is off while the "long run" setting is on (see the configuration).</p></c:if>
<c:if test="${not empty orders}">
<table id="orders">
  <tr><th>Order ID</th><th>Status</th><th>Created</th><th>Completed</th><th>Fee</th><th>Type</th><th>Symbol</th><th>Quantity</th><th>Price</th><th>Total</th></tr>
  <c:forEach var="order" items="${orders}">
  <tr class="order" data-order-id="${order.orderID}" data-type="${fn:escapeXml(order.orderType)}"
      data-status="${fn:escapeXml(order.orderStatus)}" data-quantity="${order.quantity}" data-price="${f:plain(order.price)}"
      data-fee="${f:plain(order.orderFee)}">
    <td>${order.orderID}</td>
    <td><c:out value="${order.orderStatus}"/></td>
    <td>${f:time(order.openDate)}</td>
    <td>${f:time(order.completionDate)}</td>
    <td>${f:money(order.orderFee)}</td>
    <td><c:out value="${order.orderType}"/></td>
    <td><a href="app?action=quotes&amp;symbols=${fn:escapeXml(f:url(order.quoteSymbol))}"><c:out value="${order.quoteSymbol}"/></a></td>
    <td>${f:quantity(order.quantity)}</td>
    <td>${f:money(order.price)}</td>
    <td>${f:money(order.total())}</td>
  </tr>
  </c:forEach>
</table>
</c:if>

<h2>Profile</h2>
<form class="stacked" id="profileForm" method="post" action="app">
  <input type="hidden" name="action" value="update_profile">
  <label for="profileUser">User ID</label>
  <input id="profileUser" value="${fn:escapeXml(profile.userID)}" readonly>
  <label for="fullname">Full name</label>
  <input id="fullname" name="fullname" value="${fn:escapeXml(profile.fullName)}" required maxlength="250">
  <label for="currentpassword">Current password (needed only for a new password)</label>
  <input id="currentpassword" type="password" name="currentpassword" autocomplete="current-password" maxlength="250">
  <label for="password">New password (leave both empty to keep the current one)</label>
  <input id="password" type="password" name="password" autocomplete="new-password" maxlength="250">
  <label for="cpassword">Confirm new password</label>
  <input id="cpassword" type="password" name="cpassword" autocomplete="new-password" maxlength="250">
  <label for="address">Address</label>
  <input id="address" name="address" value="${fn:escapeXml(profile.address)}" required maxlength="250">
  <label for="creditcard">Credit card</label>
  <input id="creditcard" value="${fn:escapeXml(f:cardEnding(profile.creditCard))}" readonly>
  <label for="email">E-mail</label>
  <input id="email" name="email" value="${fn:escapeXml(profile.email)}" required maxlength="250">
  <button type="submit" id="updateProfile">Update profile</button>
</form>
<p id="fullName" class="hint">Full name on file: <c:out value="${profile.fullName}"/></p>
<%@ include file="bottom.jspf" %>
