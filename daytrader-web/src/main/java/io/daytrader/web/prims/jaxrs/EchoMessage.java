package io.daytrader.web.prims.jaxrs;

import jakarta.xml.bind.annotation.XmlRootElement;

/** The body of the JSON and XML echo primitives: bound by JSON-B and by JAXB. */
@XmlRootElement(name = "echo")
public class EchoMessage {

    private String text;
    private long number;

    public EchoMessage() {
    }

    public EchoMessage(String text, long number) {
        this.text = text;
        this.number = number;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }

    public long getNumber() {
        return number;
    }

    public void setNumber(long number) {
        this.number = number;
    }
}
