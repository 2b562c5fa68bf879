package io.daytrader.web.faces;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServletRequest;
import java.lang.reflect.Proxy;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FacesParametersFilterTest {

    @Test
    void aClassicScriptLinkBecomesItsButtonInAFormSentBothWays() {
        HttpServletRequest request = FacesParametersFilter.withButtonParameters(request(Map.of(
                "portfolio:_idcl", "portfolio:holdings:0:sell", "portfolio_SUBMIT", "1",
                "jakarta.faces.ViewState", "abc")));

        assertThat(request.getParameter("portfolio:holdings:0:sell")).isEqualTo("portfolio:holdings:0:sell");
        assertThat(request.getParameter("portfolio")).isEqualTo("portfolio");
        assertThat(request.getParameter("portfolio_SUBMIT")).isEqualTo("1");
        assertThat(request.getParameter("jakarta.faces.ViewState")).isEqualTo("abc");
        assertThat(request.getParameterMap()).hasSize(5);
    }

    @Test
    void eachImplementationsFormMarkerAddsTheOther() {
        assertThat(FacesParametersFilter.withButtonParameters(request(Map.of("login_SUBMIT", "1", "login:uid", "u")))
                .getParameter("login")).isEqualTo("login");
        assertThat(FacesParametersFilter.withButtonParameters(request(Map.of("login", "login", "login:uid", "u")))
                .getParameter("login_SUBMIT")).isEqualTo("1");
    }

    @Test
    void aRequestWithNothingToAddIsLeftAsItIs() {
        HttpServletRequest plain = request(Map.of("login:uid", "login", "jakarta.faces.ViewState", "x"));
        assertThat(FacesParametersFilter.withButtonParameters(plain)).isSameAs(plain);
    }

    @Test
    void aSentValueIsNeverReplaced() {
        HttpServletRequest request = FacesParametersFilter.withButtonParameters(request(Map.of(
                "tradeHome:_idcl", "tradeHome:logoff", "tradeHome:logoff", "sent", "tradeHome_SUBMIT", "1")));
        assertThat(request.getParameter("tradeHome:logoff")).isEqualTo("sent");
        assertThat(request.getParameter("tradeHome")).isEqualTo("tradeHome");
    }

    private static HttpServletRequest request(Map<String, String> parameters) {
        Map<String, String[]> map = new LinkedHashMap<>();
        parameters.forEach((name, value) -> map.put(name, new String[] {value}));
        return (HttpServletRequest) Proxy.newProxyInstance(FacesParametersFilterTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getParameterMap")) {
                        return map;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}
