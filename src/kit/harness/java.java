// boardsolve's harness for @PROBLEM@ (Java): runs the LeetCode-format
// testcases on stdin (one JSON parameter a line, case after case) through
// the solution's class, and writes each answer as LeetCode shows it, one a
// line: to the file named by @ANSWERS@ if it is set (stress sets it:
// what the solution prints is then apart), else to stdout.
//
//   javac Main.java Solution.java   (the solution's first line needs the
//                                    imports LeetCode adds: java.util.*)
//   java -Xss256m Main < input
import java.io.*;
import java.util.*;

public class Main {
    // The solution's class, where its file declares it.
    static @CLASS@ solution() {
        return @NEW@;
    }

    // The readers take one line holding one JSON value, as boardsolve
    // writes them (no escapes inside strings).
    static String[] strings(String line) {
        List<String> v = new ArrayList<>();
        for (int i = line.indexOf('"'); i >= 0; i = line.indexOf('"', i + 1)) {
            int j = line.indexOf('"', i + 1);
            v.add(line.substring(i + 1, j));
            i = j;
        }
        return v.toArray(new String[0]);
    }

    static char[][] charGrid(String line) {
        List<char[]> g = new ArrayList<>();
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                row.append(line.charAt(i + 1));
                i += 2;
            } else if (c == ']' && row.length() > 0) {
                g.add(row.toString().toCharArray());
                row.setLength(0);
            }
        }
        return g.toArray(new char[0][]);
    }

    static int[][] intGrid(String line) {
        List<int[]> g = new ArrayList<>();
        for (String row : line.trim().replaceAll("^\\[|\\]$", "").split("\\]")) {
            if (row.indexOf('[') >= 0) g.add(integers(row));
        }
        return g.toArray(new int[0][]);
    }

    static int integer(String line) {
        return Integer.parseInt(line.trim());
    }

    static char character(String line) {
        return line.charAt(line.indexOf('"') + 1);
    }

    static int[] integers(String line) {
        return Arrays.stream(line.replaceAll("[\\[\\]\\s]", "").split(","))
                .filter(s -> !s.isEmpty())
                .mapToInt(Integer::parseInt)
                .toArray();
    }

    static String show(int v) {
        return Integer.toString(v);
    }

    static String show(boolean v) {
        return v ? "true" : "false";
    }

    static String show(char[][] g) {
        StringBuilder s = new StringBuilder("[");
        for (int r = 0; r < g.length; r++) {
            s.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < g[r].length; c++) {
                s.append(c > 0 ? ",\"" : "\"").append(g[r][c]).append('"');
            }
            s.append(']');
        }
        return s.append(']').toString();
    }

    static String show(int[][] g) {
        StringBuilder s = new StringBuilder("[");
        for (int r = 0; r < g.length; r++) {
            s.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < g[r].length; c++) {
                s.append(c > 0 ? "," : "").append(g[r][c]);
            }
            s.append(']');
        }
        return s.append(']').toString();
    }

    // With @TIMES@ set (stress runs many testcases a run), each call's time
    // in nanoseconds goes to that file, a line a testcase, once its answer
    // is out.
    static PrintStream times;

    static void done(PrintWriter out, long took) {
        if (times != null) {
            out.flush();
            times.println(took);
            times.flush();
        }
    }

    public static void main(String[] args) throws IOException {
        String path = System.getenv("@TIMES@");
        if (path != null) times = new PrintStream(new FileOutputStream(path));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        List<String> lines = new ArrayList<>();
        for (String line; (line = in.readLine()) != null; ) {
            if (!line.isBlank()) lines.add(line);
        }
        String answers = System.getenv("@ANSWERS@");
        OutputStream sink = answers != null ? new FileOutputStream(answers) : System.out;
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(sink)));
        int k = @ARITY@;
        try {
            for (int i = 0; i + k <= lines.size(); i += k) {
@CALL@
            }
        } finally {
            out.flush();
        }
    }
}
