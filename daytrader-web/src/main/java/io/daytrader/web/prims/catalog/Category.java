package io.daytrader.web.prims.catalog;

/** The tier a primitive exercises; {@link #label()} is its name in the catalog. */
public enum Category {
    WEB("web"),
    JDBC("jdbc"),
    EJB_JPA("ejb-jpa"),
    JMS("jms"),
    MODERN_EE("modern-ee"),
    WEBSOCKET("websocket"),
    FACES("faces");

    private final String label;

    Category(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
