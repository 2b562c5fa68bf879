package io.daytrader.bench.series;

import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The versions a Maven repository serves of an artifact, from its {@code maven-metadata.xml}. The repository is Maven
 * Central unless the system property {@value #REPOSITORY_PROPERTY} names another (a mirror).
 */
public final class MavenMetadata {

    public static final String REPOSITORY_PROPERTY = "daytrader.maven.repository";
    static final String CENTRAL = "https://repo.maven.apache.org/maven2";

    private MavenMetadata() {
    }

    /** The versions of GROUP:ARTIFACT, in the order the metadata lists them. */
    public static List<String> versions(String coordinates) {
        String[] parts = coordinates.split(":");
        String repository = System.getProperty(REPOSITORY_PROPERTY, CENTRAL).replaceAll("/+$", "");
        URI uri = URI.create(repository + "/" + parts[0].replace('.', '/') + "/" + parts[1] + "/maven-metadata.xml");
        try {
            HttpResponse<byte[]> response = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(20))
                    .followRedirects(HttpClient.Redirect.NORMAL).build()
                    .send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(60)).build(),
                            HttpResponse.BodyHandlers.ofByteArray());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("cannot read the versions of " + coordinates + ": " + uri + " answered "
                        + response.statusCode());
            }
            return parse(response.body());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the versions of " + coordinates + " from " + uri + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading " + uri, e);
        }
    }

    /** The {@code versioning/versions/version} elements of a maven-metadata.xml. */
    static List<String> parse(byte[] metadata) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            NodeList versions = factory.newDocumentBuilder().parse(new ByteArrayInputStream(metadata))
                    .getElementsByTagName("version");
            List<String> found = new ArrayList<>();
            for (int i = 0; i < versions.getLength(); i++) {
                if ("versions".equals(versions.item(i).getParentNode().getNodeName())) {
                    found.add(versions.item(i).getTextContent().strip());
                }
            }
            return found;
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalStateException("not a maven-metadata.xml: " + e.getMessage(), e);
        }
    }
}
