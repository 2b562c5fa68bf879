package io.daytrader.web.faces;

import io.daytrader.web.app.Parameters;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Map;

/**
 * The parameters of a request for a Faces page: parameters that cannot be decoded get a 400 with the reason (the
 * implementations would answer 500). And the classic's recorded postbacks reach the buttons of these pages on any
 * Faces implementation: the
 * classic posted a script-driven link as {@code FORM:_idcl=LINK} (MyFaces' hidden field), which this filter turns
 * into the parameter {@code LINK} that a button sends; and it marks the form as sent both ways, {@code FORM_SUBMIT}
 * (MyFaces) and {@code FORM=FORM} (Mojarra). The pages themselves use buttons, so they need no script.
 */
@WebFilter(urlPatterns = "*.faces")
public class FacesParametersFilter extends HttpFilter {

    private static final long serialVersionUID = 1L;
    static final String LINK_SUFFIX = ":_idcl";
    static final String FORM_SENT_SUFFIX = "_SUBMIT";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!Parameters.readable(request)) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            response.setContentType("text/plain;charset=UTF-8");
            response.getWriter().println(Parameters.MALFORMED);
            return;
        }
        chain.doFilter("POST".equals(request.getMethod()) ? withButtonParameters(request) : request, response);
    }

    static HttpServletRequest withButtonParameters(HttpServletRequest request) {
        Map<String, String[]> parameters = request.getParameterMap();
        Map<String, String[]> added = new HashMap<>();
        for (Map.Entry<String, String[]> parameter : parameters.entrySet()) {
            String name = parameter.getKey();
            String value = parameter.getValue().length > 0 ? parameter.getValue()[0] : "";
            if (name.endsWith(LINK_SUFFIX) && !value.isEmpty()) {
                String form = name.substring(0, name.length() - LINK_SUFFIX.length());
                added.put(value, new String[] {value});
                added.put(form, new String[] {form});
                added.put(form + FORM_SENT_SUFFIX, new String[] {"1"});
            } else if (name.endsWith(FORM_SENT_SUFFIX) && name.length() > FORM_SENT_SUFFIX.length()) {
                String form = name.substring(0, name.length() - FORM_SENT_SUFFIX.length());
                added.put(form, new String[] {form});
            } else if (value.equals(name) && name.indexOf(':') < 0) {
                added.put(name + FORM_SENT_SUFFIX, new String[] {"1"});
            }
        }
        added.keySet().removeAll(parameters.keySet());
        return added.isEmpty() ? request : new WithParameters(request, parameters, added);
    }

    private static final class WithParameters extends HttpServletRequestWrapper {

        private final Map<String, String[]> all;

        WithParameters(HttpServletRequest request, Map<String, String[]> sent, Map<String, String[]> added) {
            super(request);
            Map<String, String[]> both = new HashMap<>(sent);
            both.putAll(added);
            all = Collections.unmodifiableMap(both);
        }

        @Override
        public String getParameter(String name) {
            String[] values = all.get(name);
            return values == null || values.length == 0 ? null : values[0];
        }

        @Override
        public Map<String, String[]> getParameterMap() {
            return all;
        }

        @Override
        public Enumeration<String> getParameterNames() {
            return Collections.enumeration(all.keySet());
        }

        @Override
        public String[] getParameterValues(String name) {
            return all.get(name);
        }
    }
}
