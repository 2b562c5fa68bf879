package io.daytrader.bench.plan;

import io.daytrader.bench.TestFiles;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * jmeter-plans/daytrader.jmx against what the lab passes it and what the Faces pages need: the plan is XML that no
 * compiler checks, and a Faces branch that lacks an action, a view state or a form marker would only show up as
 * errors (or a mix that silently differs) in a run against a server.
 */
class UserWorkloadPlanTest {

    private static final String VIEW_STATE = "jakarta.faces.ViewState";

    private static String text;
    private static Document plan;

    @BeforeAll
    static void readThePlan() throws Exception {
        Path file = TestFiles.plan(WorkloadPlanner.USER_WORKLOAD_PLAN);
        text = Files.readString(file);
        plan = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    @Test
    void everyPropertyTheLabPassesIsOneThePlanReads() {
        Workload workload = new WorkloadPlanner("/daytrader", List.of(8), List.of(), List.of())
                .userWorkload(500, 200, 10).get(0);

        assertThat(workload.properties()).containsKey("FACES_SHARE");
        for (String property : workload.properties().keySet()) {
            assertThat(text).as(property).contains("${__P(" + property + ",");
        }
    }

    @Test
    void faceSessionsRunTheSameActionsAsTheJspSessionsOnTheFacesPages() {
        Element pick = only(plan.getElementsByTagName("SwitchController"));
        List<String> actions = new ArrayList<>();
        for (Element child : elements(treeOf(pick))) {
            actions.add(child.getAttribute("testname"));
        }
        List<String> jsp = actions.stream().filter(a -> !a.startsWith("faces-")).toList();

        assertThat(jsp).containsExactly("quotes", "home", "portfolio", "account", "mksummary", "buy", "sell", "logout",
                "update", "register");
        assertThat(actions).containsExactlyInAnyOrderElementsOf(concat(jsp, jsp.stream().map(a -> "faces-" + a)
                .toList()));
        String value = property(pick, "SwitchController.value");
        for (String action : jsp) {
            assertThat(value).as("the mix names " + action).contains("'" + action + "'");
        }
        assertThat(value).contains("${uiRoll} < ${__P(FACES_SHARE,0)} ? 'faces-' : ''");
    }

    @Test
    void theRollAtLoginPicksExactlyOneLogin() {
        List<String> conditions = new ArrayList<>();
        NodeList ifs = plan.getElementsByTagName("IfController");
        for (int i = 0; i < ifs.getLength(); i++) {
            conditions.add(property((Element) ifs.item(i), "IfController.condition"));
        }

        assertThat(conditions).contains("${__jexl3(${__Random(0,99,uiRoll)} < ${__P(FACES_SHARE,0)})}",
                "${__jexl3(${uiRoll} >= ${__P(FACES_SHARE,0)})}");
    }

    @Test
    void everyFacesPostbackSendsItsPagesViewStateAndBothFormMarkers() {
        int postbacks = 0;
        for (Element sampler : samplers()) {
            String path = property(sampler, "HTTPSampler.path");
            if (!path.endsWith(".faces") || !property(sampler, "HTTPSampler.method").equals("POST")) {
                continue;
            }
            postbacks++;
            String name = sampler.getAttribute("testname");
            Map<String, String> form = arguments(sampler);
            assertThat(form).as(name).containsEntry(VIEW_STATE, "${viewState}");
            String button = form.keySet().stream().filter(k -> k.contains(":")).findFirst().orElseThrow();
            String formId = button.substring(0, button.indexOf(':'));
            assertThat(form).as(name).containsEntry(formId + "_SUBMIT", "1").containsEntry(formId, formId);
            assertThat(form.keySet()).as(name).allMatch(k -> k.equals(VIEW_STATE) || k.equals(formId)
                    || k.equals(formId + "_SUBMIT") || k.startsWith(formId + ":"));
        }
        assertThat(postbacks).as("login, quotes, buy (2), sell, logout, update, register (3)").isEqualTo(10);
    }

    @Test
    void theViewStateIsFoundByTheFieldsNameOnMyFacesAndOnMojarra() {
        List<String> regexes = new ArrayList<>();
        NodeList extractors = plan.getElementsByTagName("RegexExtractor");
        for (int i = 0; i < extractors.getLength(); i++) {
            Element extractor = (Element) extractors.item(i);
            if (property(extractor, "RegexExtractor.refname").equals("viewState")) {
                regexes.add(property(extractor, "RegexExtractor.regex"));
            }
        }
        String myFaces = "<input type=\"hidden\" name=\"jakarta.faces.ViewState\" "
                + "id=\"j_id__v_0:jakarta.faces.ViewState:1\" value=\"a+b/c==\" autocomplete=\"off\" />";
        String mojarra = "<input type=\"hidden\" name=\"jakarta.faces.ViewState\" "
                + "id=\"j_id1:jakarta.faces.ViewState:0\" value=\"-4711:815\" autocomplete=\"off\" />";

        assertThat(regexes).hasSizeGreaterThanOrEqualTo(8).allSatisfy(regex -> {
            assertThat(firstGroup(regex, myFaces)).isEqualTo("a+b/c==");
            assertThat(firstGroup(regex, mojarra)).isEqualTo("-4711:815");
        });
    }

    @Test
    void facesSessionsAreLabelledApartAndJspSessionsTouchNoFacesPage() {
        Element pick = only(plan.getElementsByTagName("SwitchController"));
        for (Element action : elements(treeOf(pick))) {
            boolean faces = action.getAttribute("testname").startsWith("faces-");
            NodeList inside = treeOf(action).getElementsByTagName("HTTPSamplerProxy");
            assertThat(inside.getLength()).isPositive();
            for (int i = 0; i < inside.getLength(); i++) {
                Element sampler = (Element) inside.item(i);
                assertThat(sampler.getAttribute("testname").startsWith("faces: ")).as(sampler.getAttribute("testname"))
                        .isEqualTo(faces);
                if (!faces) {
                    assertThat(property(sampler, "HTTPSampler.path")).doesNotContain(".faces");
                }
            }
        }
    }

    private static String firstGroup(String regex, String html) {
        Matcher matcher = Pattern.compile(regex).matcher(html);
        return matcher.find() ? matcher.group(1) : null;
    }

    private static List<Element> samplers() {
        List<Element> samplers = new ArrayList<>();
        NodeList all = plan.getElementsByTagName("HTTPSamplerProxy");
        for (int i = 0; i < all.getLength(); i++) {
            samplers.add((Element) all.item(i));
        }
        return samplers;
    }

    /** A sampler's form: argument name to value. */
    private static Map<String, String> arguments(Element sampler) {
        Map<String, String> form = new LinkedHashMap<>();
        NodeList arguments = sampler.getElementsByTagName("elementProp");
        for (int i = 0; i < arguments.getLength(); i++) {
            Element argument = (Element) arguments.item(i);
            if (argument.getAttribute("elementType").equals("HTTPArgument")) {
                form.put(property(argument, "Argument.name"), property(argument, "Argument.value"));
            }
        }
        return form;
    }

    /** The test elements of a hashTree (each is followed by its own hashTree). */
    private static List<Element> elements(Element tree) {
        List<Element> elements = new ArrayList<>();
        for (Node node = tree.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && !element.getTagName().equals("hashTree")) {
                elements.add(element);
            }
        }
        return elements;
    }

    /** The hashTree that holds a test element's children: its next sibling element. */
    private static Element treeOf(Element element) {
        Node node = element.getNextSibling();
        while (!(node instanceof Element)) {
            node = node.getNextSibling();
        }
        assertThat(((Element) node).getTagName()).isEqualTo("hashTree");
        return (Element) node;
    }

    /** The value of a test element's own stringProp NAME. */
    private static String property(Element element, String name) {
        for (Node node = element.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element child && child.getTagName().equals("stringProp")
                    && child.getAttribute("name").equals(name)) {
                return child.getTextContent();
            }
        }
        throw new AssertionError(element.getAttribute("testname") + " has no " + name);
    }

    private static Element only(NodeList nodes) {
        assertThat(nodes.getLength()).isEqualTo(1);
        return (Element) nodes.item(0);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> both = new ArrayList<>(a);
        both.addAll(b);
        return both;
    }
}
