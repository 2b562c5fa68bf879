package io.daytrader.web.prims.faces;

import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Named;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * PingFaces' bean: the five rows of a quotes table, made up here (the classic read them from the database) so that
 * the primitive costs the Faces tier only: the component tree, its EL and the rendering of a data table.
 */
@Named
@RequestScoped
public class PingFacesTable {

    static final int ROWS = 5;

    private final List<Row> rows = new ArrayList<>(ROWS);

    public PingFacesTable() {
        for (int i = 0; i < ROWS; i++) {
            rows.add(new Row("s:" + i, "S" + i + " Incorporated", BigDecimal.valueOf(100 + i, 0)));
        }
    }

    public List<Row> getRows() {
        return rows;
    }

    /** A quote's symbol, company and price (a class, not a record: Expression Language 4 reads getters only). */
    public static final class Row {

        private final String symbol;
        private final String company;
        private final BigDecimal price;

        Row(String symbol, String company, BigDecimal price) {
            this.symbol = symbol;
            this.company = company;
            this.price = price;
        }

        public String getSymbol() {
            return symbol;
        }

        public String getCompany() {
            return company;
        }

        public BigDecimal getPrice() {
            return price;
        }
    }
}
