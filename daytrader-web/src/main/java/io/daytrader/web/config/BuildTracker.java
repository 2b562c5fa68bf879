package io.daytrader.web.config;

import io.daytrader.dbbuild.BuildProgress;
import jakarta.json.Json;
import jakarta.json.JsonObject;

/** The database build in progress (at most one at a time) or the last one finished, for the progress bar. */
final class BuildTracker implements BuildProgress {

    private boolean running;
    private String phase = "";
    private long done;
    private long total;
    private String message = "";

    /** Claims the build; false when one is already running. */
    synchronized boolean start() {
        if (running) {
            return false;
        }
        running = true;
        phase = "starting";
        done = 0;
        total = 0;
        message = "";
        return true;
    }

    @Override
    public synchronized void progress(String phase, long done, long total) {
        this.phase = phase;
        this.done = done;
        this.total = total;
    }

    synchronized void finish(String message) {
        running = false;
        this.message = message;
    }

    synchronized boolean isRunning() {
        return running;
    }

    /** Whole percent of rows written, 0 to 100. */
    synchronized int percent() {
        if (total <= 0) {
            return running ? 0 : 100;
        }
        return (int) Math.min(100, 100 * done / total);
    }

    /** {"running": bool, "phase": ..., "done": n, "total": n, "percent": n, "message": ...}. */
    synchronized JsonObject toJson() {
        return Json.createObjectBuilder()
                .add("running", running)
                .add("phase", phase)
                .add("done", done)
                .add("total", total)
                .add("percent", percent())
                .add("message", message)
                .build();
    }
}
