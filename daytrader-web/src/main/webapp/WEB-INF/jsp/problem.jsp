<%@ include file="taglibs.jspf" %>
<%@ include file="head.jspf" %>
<title>DayTrader: Request refused</title>
</head>
<%@ include file="top.jspf" %>
<h1>Request refused</h1>
<p>Nothing was changed. Correct the request and try again, or go back to <a href="app?action=home">your home page</a>.</p>
<%@ include file="bottom.jspf" %>
