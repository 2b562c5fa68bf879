package io.daytrader.web.prims.jaxrs;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

/** Echo resources of the JAX-RS primitives: text from a query parameter, a JSON object, an XML document. */
@Path("sync")
public class PingJaxrsEcho {

    @GET
    @Path("echoText")
    @Produces(MediaType.TEXT_PLAIN)
    public String echoText(@QueryParam("input") String input) {
        return input == null ? "" : input;
    }

    @POST
    @Path("echoJSON")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public EchoMessage echoJSON(EchoMessage message) {
        return echo(message);
    }

    @POST
    @Path("echoXML")
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_XML)
    public EchoMessage echoXML(EchoMessage message) {
        return echo(message);
    }

    private static EchoMessage echo(EchoMessage message) {
        if (message == null) {
            throw new BadRequestException("A message body is required");
        }
        return new EchoMessage(message.getText(), message.getNumber());
    }
}
