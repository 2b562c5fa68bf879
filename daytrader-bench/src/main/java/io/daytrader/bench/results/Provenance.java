package io.daytrader.bench.results;

/**
 * What the figures came from, so a run can be reproduced: the git commit of the checkout and whether it had
 * uncommitted changes, and the load driver's version.
 */
public record Provenance(String gitCommit, Boolean gitDirty, String jmeterVersion) {
}
