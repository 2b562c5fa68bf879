package io.daytrader.web.prims.web;

/** The small HTML page of the servlet pings: title, init time and hit count (no other values, nothing to escape). */
final class PingPage {

    private PingPage() {
    }

    static String html(String title, String initTime, long hits) {
        return "<html><head><title>" + title + "</title></head><body><h1>" + title + "</h1>"
                + "<p>Init time: " + initTime + "</p><p><b>Hit Count: " + hits + "</b></p></body></html>";
    }
}
