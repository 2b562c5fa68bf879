<%@ page contentType="text/html;charset=UTF-8" session="false" %>
<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>
<!DOCTYPE html>
<html lang="en">
<head><meta charset="UTF-8"><title>PingServlet2Jsp</title></head>
<body>
<h1>PingServlet2Jsp</h1>
<p><c:out value="${pingBean.message}"/>: Hit Count: <c:out value="${pingBean.hits}"/></p>
</body>
</html>
