package io.daytrader.bench.results;

/**
 * What the figures came from, so a run can be reproduced: the git commit of the checkout and whether it had
 * uncommitted changes, the load driver's version, and the command that ran the sweep ({@code command}; null in
 * older files).
 */
public record Provenance(String gitCommit, Boolean gitDirty, String jmeterVersion, String command) {

    public Provenance withCommand(String ran) {
        return new Provenance(gitCommit, gitDirty, jmeterVersion, ran);
    }
}
