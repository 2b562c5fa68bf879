<%@ include file="/WEB-INF/jsp/taglibs.jspf" %>
<%@ include file="/WEB-INF/jsp/head.jspf" %>
<title>DayTrader Registration</title>
</head>
<body class="plain">
<main class="narrow">
  <h1>DayTrader Registration</h1>
  <c:if test="${not empty message}">
    <p id="message" class="message${refused ? ' refused' : ''}"><c:out value="${message}"/></p>
  </c:if>
  <form class="stacked" method="post" action="app">
    <input type="hidden" name="action" value="register">
    <label for="userID">User ID</label>
    <input id="userID" name="user id" value="${fn:escapeXml(param['user id'])}" required maxlength="250">
    <label for="fullName">Full name</label>
    <input id="fullName" name="Full Name" value="${fn:escapeXml(param['Full Name'])}" maxlength="250">
    <label for="password">Password</label>
    <input id="password" type="password" name="passwd" required maxlength="250">
    <label for="confirmPassword">Confirm password</label>
    <input id="confirmPassword" type="password" name="confirm passwd" required maxlength="250">
    <label for="address">Address</label>
    <input id="address" name="snail mail" value="${fn:escapeXml(param['snail mail'])}" maxlength="250">
    <label for="email">E-mail</label>
    <input id="email" name="email" value="${fn:escapeXml(param['email'])}" maxlength="250">
    <label for="creditCard">Credit card number</label>
    <input id="creditCard" name="Credit Card Number" value="${fn:escapeXml(param['Credit Card Number'])}" maxlength="250">
    <label for="money">Opening balance ($)</label>
    <input id="money" name="money" value="${empty param.money ? '10000' : fn:escapeXml(param.money)}" required>
    <button type="submit" id="register">Register</button>
  </form>
  <p><a href="app">Back to the login page</a></p>
</main>
</body>
</html>
