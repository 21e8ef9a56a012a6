// boardsolve's server for a whole Java program (stress --solution): the JVM
// starts once; each seed loads the program's classes (the directory named by
// the first argument, read once) in a class loader of its own, so every
// static field starts over, and runs the main class (the second argument) on
// a thread of a group of its own, System.in, System.out and System.err the
// files stress names.
//
// On stdin, a line a seed: the input, output and error files,
// tab-separated. On stdout: `ready CPU` once started (its CPU time in
// nanoseconds), then `end STATUS CPU 0 [restart]` a seed (a wait status:
// the exit code times 256; the JVM's CPU time in the seed; `restart`: a
// thread of the seed still runs, or it ran out of memory: start a new
// server). System.exit ends the JVM (the seed's streams flushed): stress
// takes its status as the seed's and starts a new server.

import java.io.*;
import java.lang.management.ManagementFactory;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

public class BoardsolveServe {
    private static volatile PrintStream out, err;

    public static void main(String[] args) throws Exception {
        PrintStream control = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
        java.lang.management.OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
        if (!(bean instanceof com.sun.management.OperatingSystemMXBean)) {
            control.println("refuse the JVM does not tell its CPU time");
            return;
        }
        com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) bean;
        Path dir = Paths.get(args[0]);
        Map<String, byte[]> classes = new HashMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String name = dir.relativize(f).toString();
                if (name.endsWith(".class")) {
                    classes.put(name.substring(0, name.length() - 6).replace(File.separatorChar, '.'), Files.readAllBytes(f));
                }
            }
        }
        // System.exit: what the seed wrote is out before the JVM ends.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (PrintStream s : new PrintStream[] {out, err}) {
                if (s != null) s.flush();
            }
        }));
        BufferedReader in = new BufferedReader(new InputStreamReader(new FileInputStream(FileDescriptor.in), StandardCharsets.UTF_8));
        control.println("ready " + os.getProcessCpuTime());
        String line;
        while ((line = in.readLine()) != null) {
            String[] files = line.split("\t");
            long used = os.getProcessCpuTime();
            int[] status = {0};
            boolean restart = seed(new Fresh(classes, dir), args[1], files, status);
            long cpu = os.getProcessCpuTime() - used;
            control.println("end " + (status[0] & 255) * 256 + " " + cpu + " 0" + (restart ? " restart" : ""));
        }
    }

    /**
     * A seed's class loader: the program's classes defined anew from the
     * bytes read at the start (a URLClassLoader's search of the directory
     * and reads cost a fifth of a millisecond a seed), its resources the
     * directory's files.
     */
    static final class Fresh extends ClassLoader {
        private final Map<String, byte[]> classes;
        private final Path dir;

        Fresh(Map<String, byte[]> classes, Path dir) {
            super(ClassLoader.getPlatformClassLoader());
            this.classes = classes;
            this.dir = dir;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) throw new ClassNotFoundException(name);
            return defineClass(name, bytes, 0, bytes.length);
        }

        @Override
        protected URL findResource(String name) {
            Path file = dir.resolve(name);
            try {
                return Files.isRegularFile(file) ? file.toUri().toURL() : null;
            } catch (MalformedURLException e) {
                return null;
            }
        }
    }

    /** Runs one seed; whether the server should be started anew. */
    static boolean seed(ClassLoader loader, String main, String[] files, int[] status) throws Exception {
        // As the JVM makes them: System.out and System.err flush at each
        // line, System.in is buffered.
        out = new PrintStream(new BufferedOutputStream(new FileOutputStream(files[1]), 128), true);
        err = new PrintStream(new BufferedOutputStream(new FileOutputStream(files[2]), 128), true);
        InputStream input = new BufferedInputStream(new FileInputStream(files[0]));
        System.setIn(input);
        System.setOut(out);
        System.setErr(err);
        boolean[] memory = {false};
        ThreadGroup group = new ThreadGroup("seed");
        try {
            Thread thread = new Thread(group, () -> {
                try {
                    Class.forName(main, true, loader)
                        .getMethod("main", String[].class)
                        .invoke(null, (Object) new String[0]);
                } catch (Throwable t) {
                    Throwable cause = t instanceof InvocationTargetException ? t.getCause() : t;
                    memory[0] = cause instanceof OutOfMemoryError;
                    err.print("Exception in thread \"main\" ");
                    cause.printStackTrace(err);
                    status[0] = 1;
                }
            }, "main", 256L << 20);
            thread.start();
            thread.join();
            // The JVM waits for every thread that is not a daemon.
            for (boolean waited = true; waited; ) {
                waited = false;
                Thread[] threads = new Thread[group.activeCount() + 16];
                int n = group.enumerate(threads, true);
                for (int k = 0; k < n; k++) {
                    if (!threads[k].isDaemon()) {
                        threads[k].join();
                        waited = true;
                    }
                }
            }
            out.flush();
            err.flush();
        } finally {
            out.close();
            err.close();
            input.close();
        }
        return memory[0] || group.activeCount() > 0;
    }
}
