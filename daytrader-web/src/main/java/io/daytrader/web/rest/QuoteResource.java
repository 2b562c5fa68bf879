package io.daytrader.web.rest;

import io.daytrader.domain.Quote;
import io.daytrader.trade.TradeException;
import io.daytrader.trade.TradeServices;
import io.daytrader.web.app.ErrorStatus;
import io.daytrader.web.app.FormInput;
import io.daytrader.web.app.InvalidParameterException;
import io.daytrader.web.runtime.TradeRuntimes;
import jakarta.enterprise.context.RequestScoped;
import jakarta.servlet.ServletContext;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code /rest/quotes}: the quotes of a comma-separated list of symbols as a JSON array. An unknown symbol is a
 * 404 and a missing or malformed list a 400, both with {@code {"error": ...}}.
 */
@Path("quotes")
@RequestScoped
@Produces(MediaType.APPLICATION_JSON)
public class QuoteResource {

    @Context
    private ServletContext servletContext;

    @GET
    @Path("{symbols}")
    public Response get(@PathParam("symbols") String symbols) {
        return quotes(symbols);
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response post(@FormParam("symbols") String symbols) {
        return quotes(symbols);
    }

    private Response quotes(String list) {
        List<String> symbols;
        try {
            symbols = FormInput.parseSymbols(list);
        } catch (InvalidParameterException e) {
            return error(Response.Status.BAD_REQUEST, e.getMessage());
        }
        TradeServices trade = TradeRuntimes.of(servletContext).current();
        List<Quote> quotes = new ArrayList<>();
        for (String symbol : symbols) {
            try {
                quotes.add(trade.getQuote(symbol));
            } catch (TradeException e) {
                return error(Response.Status.fromStatusCode(ErrorStatus.of(e)), e.getMessage());
            }
        }
        return Response.ok(QuoteJson.of(quotes)).build();
    }

    private static Response error(Response.Status status, String message) {
        return Response.status(status).entity(QuoteJson.error(message)).type(MediaType.APPLICATION_JSON).build();
    }
}
