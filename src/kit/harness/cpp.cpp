// boardsolve's harness for @PROBLEM@ (C++): runs the LeetCode-format
// testcases on stdin (one JSON parameter a line, case after case) through
// the solution's class, and writes each answer as LeetCode shows it, one a
// line: to the file named by @ANSWERS@ if it is set (stress sets it:
// what the solution prints is then apart), else to stdout.
//
//   g++ -O2 -std=gnu++20 -o harness harness.cpp   (includes the solution)
//   ./harness < input
#include <bits/stdc++.h>
using namespace std;

// A test driver of the solution's own is renamed: this file's main runs.
#define main boardsolve_solution_main
#include "@SOLUTION@"
#undef main

// The readers take one line holding one JSON value, as boardsolve writes
// them (no escapes inside strings).
namespace boardsolve_harness {
vector<string> strings(const string& line) {
    vector<string> v;
    for (size_t i = line.find('"'); i != string::npos; i = line.find('"', i + 1)) {
        size_t j = line.find('"', i + 1);
        v.push_back(line.substr(i + 1, j - i - 1));
        i = j;
    }
    return v;
}

vector<vector<char>> char_grid(const string& line) {
    vector<vector<char>> g;
    int depth = 0;
    for (size_t i = 0; i < line.size(); i++) {
        if (line[i] == '[' && ++depth == 2) {
            g.emplace_back();
        } else if (line[i] == ']') {
            depth--;
        } else if (line[i] == '"') {
            g.back().push_back(line[i + 1]);
            i += 2;
        }
    }
    return g;
}

vector<vector<int>> int_grid(const string& line) {
    vector<vector<int>> g;
    int depth = 0;
    for (size_t i = 0; i < line.size(); i++) {
        if (line[i] == '[' && ++depth == 2) {
            g.emplace_back();
        } else if (line[i] == ']') {
            depth--;
        } else if (line[i] == '-' || isdigit((unsigned char)line[i])) {
            // In place, not stoi of a copy of the rest of the line: a long
            // row of wide values stays linear.
            char* end;
            g.back().push_back((int)strtol(line.c_str() + i, &end, 10));
            i = end - line.c_str() - 1;
        }
    }
    return g;
}

int integer(const string& line) { return stoi(line); }

char character(const string& line) { return line[line.find('"') + 1]; }

vector<int> integers(const string& line) {
    string s = line;
    for (char& c : s) {
        if (c == '[' || c == ']' || c == ',') c = ' ';
    }
    istringstream in(s);
    vector<int> v;
    for (int x; in >> x;) v.push_back(x);
    return v;
}

string show(int v) { return to_string(v); }

string show(bool v) { return v ? "true" : "false"; }

string show(const vector<vector<char>>& g) {
    string s = "[";
    for (size_t r = 0; r < g.size(); r++) {
        s += r ? ",[" : "[";
        for (size_t c = 0; c < g[r].size(); c++) {
            s += c ? ",\"" : "\"";
            s += g[r][c];
            s += '"';
        }
        s += ']';
    }
    return s + "]";
}

string show(const vector<vector<int>>& g) {
    string s = "[";
    for (size_t r = 0; r < g.size(); r++) {
        s += r ? ",[" : "[";
        for (size_t c = 0; c < g[r].size(); c++) {
            s += c ? "," : "";
            s += to_string(g[r][c]);
        }
        s += ']';
    }
    return s + "]";
}

// Where the answers go: stdout, or the file @ANSWERS@ names.
ostream* out = &cout;

// With @TIMES@ set (stress runs many testcases a run), each call's time
// in nanoseconds goes to that file, a line a testcase, once its answer is
// out.
FILE* times = nullptr;

chrono::steady_clock::time_point now() { return chrono::steady_clock::now(); }

void done(chrono::steady_clock::duration took) {
    if (!times) return;
    out->flush();
    fprintf(times, "%lld\n", (long long)chrono::duration_cast<chrono::nanoseconds>(took).count());
    fflush(times);
}
}  // namespace boardsolve_harness

int main() {
    if (const char* path = getenv("@ANSWERS@")) {
        static ofstream answers(path);
        boardsolve_harness::out = &answers;
    }
    if (const char* path = getenv("@TIMES@")) boardsolve_harness::times = fopen(path, "w");
    vector<string> lines;
    for (string line; getline(cin, line);) {
        if (line.find_first_not_of(" \t\r") != string::npos) lines.push_back(line);
    }
    const size_t k = @ARITY@;
    for (size_t i = 0; i + k <= lines.size(); i += k) {
@CALL@
    }
    boardsolve_harness::out->flush();
}
