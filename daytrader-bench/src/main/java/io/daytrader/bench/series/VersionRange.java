package io.daytrader.bench.series;

import org.apache.maven.artifact.versioning.ComparableVersion;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A --server target written as a range of versions, {@code KIND:FIRST..LAST}: the versions of the kind's distribution
 * from FIRST to LAST, both included, in Maven's version order. Pre-releases (milestones, release candidates, alphas,
 * betas, snapshots) are left out unless a bound is one.
 */
public record VersionRange(String kind, String first, String last) {

    private static final String SEPARATOR = "..";
    private static final Pattern PRE_RELEASE = Pattern.compile(
            "(?i).*([.-](m|rc|cr|alpha|beta|a|b|ea|snapshot)[.-]?\\d*|-snapshot)$");

    /** Whether a --server entry is a range. */
    public static boolean isRange(String target) {
        int colon = target.indexOf(':');
        return colon > 0 && target.indexOf(SEPARATOR, colon) > 0;
    }

    /** The range a --server entry names; an entry that is not a whole range is refused with what one looks like. */
    public static VersionRange parse(String target) {
        int colon = target.indexOf(':');
        int dots = target.indexOf(SEPARATOR, Math.max(colon, 0));
        String first = dots < 0 ? "" : target.substring(colon + 1, dots).strip();
        String last = dots < 0 ? "" : target.substring(dots + SEPARATOR.length()).strip();
        if (colon <= 0 || first.isEmpty() || last.isEmpty() || last.contains(SEPARATOR)) {
            throw new IllegalArgumentException("a version range is KIND:FIRST..LAST (e.g. tomcat:11.0.9..11.0.24), got '"
                    + target + "'");
        }
        VersionRange range = new VersionRange(target.substring(0, colon).strip(), first, last);
        if (ORDER.compare(first, last) > 0) {
            throw new IllegalArgumentException("the range " + target + " runs backwards: give the older version first ("
                    + range.kind + ":" + last + ".." + first + ")");
        }
        return range;
    }

    /** Maven's order of versions (ComparableVersion: 11.0.9 before 11.0.13, 10.0.0-M1 before 10.0.0). */
    public static final Comparator<String> ORDER = Comparator.comparing(ComparableVersion::new);

    /**
     * The versions of {@code available} within the range, oldest first, as the kind's targets ("KIND:VERSION");
     * both bounds must be among them.
     */
    public List<String> targets(List<String> available) {
        for (String bound : List.of(first, last)) {
            if (!available.contains(bound)) {
                throw new IllegalArgumentException(kind + " " + bound + " is not among the versions Maven Central serves"
                        + " of it; the nearest: " + nearest(available, bound));
            }
        }
        boolean withPreReleases = preRelease(first) || preRelease(last);
        return available.stream().distinct()
                .filter(v -> ORDER.compare(v, first) >= 0 && ORDER.compare(v, last) <= 0)
                .filter(v -> withPreReleases || !preRelease(v) || v.equals(first) || v.equals(last))
                .sorted(ORDER).map(v -> kind + ":" + v).toList();
    }

    /**
     * The --server entries with each range replaced by its versions' targets; {@code versionsOf} gives the versions
     * served of a kind.
     */
    public static List<String> expand(List<String> targets, Function<String, List<String>> versionsOf) {
        List<String> expanded = new ArrayList<>();
        for (String target : targets) {
            if (isRange(target)) {
                VersionRange range = parse(target);
                expanded.addAll(range.targets(versionsOf.apply(range.kind())));
            } else {
                expanded.add(target);
            }
        }
        return expanded;
    }

    static boolean preRelease(String version) {
        return PRE_RELEASE.matcher(version.toLowerCase(Locale.ROOT)).matches();
    }

    private static String nearest(List<String> available, String version) {
        List<String> sorted = available.stream().sorted(ORDER).toList();
        int at = 0;
        while (at < sorted.size() && ORDER.compare(sorted.get(at), version) < 0) {
            at++;
        }
        return String.join(", ", sorted.subList(Math.max(0, at - 2), Math.min(sorted.size(), at + 2)));
    }
}
