<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>DayTrader Login</title>
</head>
<body class="plain">
<main class="narrow">
  <h1>DayTrader Login</h1>
  <c:if test="${not empty message}">
    <p id="message" class="message${refused ? ' refused' : ''}"><c:out value="${message}"/></p>
  </c:if>
  <form class="stacked" method="post" action="app">
    <input type="hidden" name="action" value="login">
    <label for="uid">User ID</label>
    <input id="uid" name="uid" value="uid:0" autocomplete="username">
    <label for="passwd">Password</label>
    <input id="passwd" type="password" name="passwd" value="xxx" autocomplete="current-password">
    <button type="submit" id="login">Log in</button>
  </form>
  <p>First time here? <a href="register.jsp" id="registerLink">Register with DayTrader</a></p>
</main>
</body>
</html>
