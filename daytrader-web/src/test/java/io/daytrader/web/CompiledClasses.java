package io.daytrader.web;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The compiled classes of a package and its subpackages, loaded without initialising them. */
public final class CompiledClasses {

    private CompiledClasses() {
    }

    /** @param anchor a class of the package, in the classes folder or jar to read */
    public static List<Class<?>> under(String packageName, Class<?> anchor) throws IOException,
            URISyntaxException, ClassNotFoundException {
        Path top = Paths.get(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> names;
        try (Stream<Path> files = Files.walk(top.resolve(packageName.replace('.', '/')))) {
            names = files.map(file -> top.relativize(file).toString())
                    .filter(name -> name.endsWith(".class"))
                    .map(name -> name.substring(0, name.length() - ".class".length()).replace('/', '.')
                            .replace('\\', '.'))
                    .collect(Collectors.toList());
        }
        List<Class<?>> classes = new ArrayList<>();
        for (String name : names) {
            classes.add(Class.forName(name, false, CompiledClasses.class.getClassLoader()));
        }
        return classes;
    }
}
