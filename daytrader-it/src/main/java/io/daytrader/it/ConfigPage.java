package io.daytrader.it;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/** The settings form of /config, read with an HTML parser: the values in force and the modes offered. */
public final class ConfigPage {

    private final Document page;

    private ConfigPage(Document page) {
        this.page = page;
    }

    public static ConfigPage parse(String html) {
        return new ConfigPage(Jsoup.parse(html));
    }

    /** Every field of the settings form as updateConfig takes it (selects as their option's index). */
    public Map<String, String> settings() {
        Map<String, String> settings = new LinkedHashMap<>();
        Element form = page.selectFirst("table#settings");
        if (form == null) {
            throw new AssertionError("no settings form in /config:\n" + page.outerHtml());
        }
        for (Element select : form.select("select")) {
            Element selected = select.selectFirst("option[selected]");
            settings.put(select.attr("name"), (selected != null ? selected : select.selectFirst("option")).val());
        }
        for (Element input : form.select("input[name]")) {
            settings.put(input.attr("name"), "checkbox".equals(input.attr("type"))
                    ? String.valueOf(input.hasAttr("checked")) : input.val());
        }
        return settings;
    }

    /** The names of the options of a select that this deployment offers (not disabled). */
    public Set<String> offered(String select) {
        return page.select("select#" + select + " option:not([disabled])").stream().map(Element::text)
                .collect(Collectors.toSet());
    }
}
