<%@ page contentType="text/html;charset=UTF-8" pageEncoding="UTF-8" trimDirectiveWhitespaces="true" session="false" %>
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>DayTrader: Error</title>
<link rel="stylesheet" href="${pageContext.request.contextPath}/style.css">
</head>
<body class="plain">
<main class="narrow">
  <h1>Something went wrong</h1>
  <p id="message">The server could not complete the request. The problem has been logged; please try again later.</p>
  <p><a href="${pageContext.request.contextPath}/app">Back to DayTrader</a></p>
</main>
</body>
</html>
