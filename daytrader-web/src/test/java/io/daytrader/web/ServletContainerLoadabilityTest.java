package io.daytrader.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.daytrader.web.app.TradeAppServlet;
import jakarta.annotation.Resource;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.annotation.WebListener;
import jakarta.servlet.annotation.WebServlet;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The web module deploys on a servlet container (daytrader-war): a servlet container reads the fields and the
 * class-level {@code @Resource}s of every servlet, filter and listener when it deploys the application, so none may
 * name a type of an API such a container lacks, and none may have a field injected from a resource it does not
 * bind. Such needs are looked up at run time instead (and the catalog says what is missing).
 */
class ServletContainerLoadabilityTest {

    /** APIs of the full platform that a servlet container (with the libraries the WAR brings) does not have. */
    private static final List<String> MISSING_APIS = List.of("jakarta.ejb.", "jakarta.jms.", "jakarta.enterprise.",
            "jakarta.inject.", "jakarta.ws.rs.", "jakarta.persistence.", "jakarta.transaction.", "jakarta.interceptor.",
            "jakarta.resource.", "jakarta.faces.", "jakarta.security.", "jakarta.batch.", "jakarta.mail.");
    /** What the configuration of a servlet container binds (servers/<kind>/). */
    private static final Set<String> BOUND_RESOURCES = Set.of("jdbc/TradeDataSource");

    @Test
    void noServletFilterOrListenerNamesAnApiThatAServletContainerLacks() throws Exception {
        List<String> problems = new ArrayList<>();
        int components = 0;
        for (Class<?> type : CompiledClasses.under("io.daytrader.web", TradeAppServlet.class)) {
            if (!isWebComponent(type)) {
                continue;
            }
            components++;
            for (Field field : type.getDeclaredFields()) {
                if (isMissing(field.getType())) {
                    problems.add(type.getName() + "." + field.getName() + " is a " + field.getType().getName());
                }
                Resource resource = field.getAnnotation(Resource.class);
                if (resource != null && !BOUND_RESOURCES.contains(resource.name())) {
                    problems.add(type.getName() + "." + field.getName() + " injects the resource '" + resource.name()
                            + "', which a servlet container does not bind");
                }
            }
            for (Resource resource : type.getAnnotationsByType(Resource.class)) {
                if (isMissing(resource.type())) {
                    problems.add(type.getName() + " declares a resource of type " + resource.type().getName());
                }
            }
        }
        assertThat(components).as("servlets, filters and listeners found").isGreaterThan(40);
        assertThat(problems).isEmpty();
    }

    private static boolean isWebComponent(Class<?> type) {
        return type.isAnnotationPresent(WebServlet.class) || type.isAnnotationPresent(WebFilter.class)
                || type.isAnnotationPresent(WebListener.class);
    }

    private static boolean isMissing(Class<?> type) {
        return MISSING_APIS.stream().anyMatch(type.getName()::startsWith);
    }
}
