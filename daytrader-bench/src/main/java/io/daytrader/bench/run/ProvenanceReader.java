package io.daytrader.bench.run;

import io.daytrader.bench.results.Provenance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** The git commit and dirty state of the checkout the bench runs from (null outside a git checkout). */
final class ProvenanceReader {

    private ProvenanceReader() {
    }

    static Provenance read(Path root, String jmeterVersion) {
        String commit = git(root, "rev-parse", "HEAD");
        String status = git(root, "status", "--porcelain", "--untracked-files=no");
        return new Provenance(commit == null ? null : commit.trim(), status == null ? null : !status.isBlank(),
                jmeterVersion, null);
    }

    private static String git(Path root, String... args) {
        String[] command = new String[args.length + 3];
        command[0] = "git";
        command[1] = "-C";
        command[2] = root.toString();
        System.arraycopy(args, 0, command, 3, args.length);
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0 ? output : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
