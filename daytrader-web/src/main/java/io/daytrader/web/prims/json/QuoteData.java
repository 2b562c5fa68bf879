package io.daytrader.web.prims.json;

/** One entry of the JSON documents of the JSON primitives (a public bean, as JSON-B binds it). */
public class QuoteData {

    private String symbol;
    private String companyName;
    private double price;
    private double volume;

    public QuoteData() {
    }

    QuoteData(int index) {
        this.symbol = "s:" + index;
        this.companyName = "S" + index + " Incorporated";
        this.price = 10 + index % 400 + (index % 100) / 100.0;
        this.volume = 1000.0 * (index % 50 + 1);
    }

    public String getSymbol() {
        return symbol;
    }

    public void setSymbol(String symbol) {
        this.symbol = symbol;
    }

    public String getCompanyName() {
        return companyName;
    }

    public void setCompanyName(String companyName) {
        this.companyName = companyName;
    }

    public double getPrice() {
        return price;
    }

    public void setPrice(double price) {
        this.price = price;
    }

    public double getVolume() {
        return volume;
    }

    public void setVolume(double volume) {
        this.volume = volume;
    }
}
