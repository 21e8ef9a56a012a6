// boardsolve's harness for @PROBLEM@ (Go): runs the LeetCode-format
// testcases on stdin (one JSON parameter a line, case after case) through
// the function @METHOD@, and writes each answer as LeetCode shows it, one
// a line: to the file named by @ANSWERS@ if it is set (stress sets it:
// what the solution prints is then apart), else to stdout.
//
//   go build -o harness main.go solution.go   (the solution starting with
//                                              `package main` and its imports)
//   ./harness < input
package main

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
)

// With @TIMES@ set (stress runs many testcases a run), each call's time in
// nanoseconds goes to that file, a line a testcase, once its answer is out.
var harnessTimes *os.File

func harnessDone(out *bufio.Writer, took time.Duration) {
	if harnessTimes != nil {
		out.Flush()
		harnessTimes.WriteString(strconv.FormatInt(took.Nanoseconds(), 10) + "\n")
	}
}

func harnessParse(line string, v interface{}) {
	if err := json.Unmarshal([]byte(line), v); err != nil {
		panic(err)
	}
}

func harnessStrings(line string) []string {
	var v []string
	harnessParse(line, &v)
	return v
}

func harnessCharGrid(line string) [][]byte {
	var rows [][]string
	harnessParse(line, &rows)
	g := make([][]byte, len(rows))
	for r, row := range rows {
		for _, cell := range row {
			g[r] = append(g[r], cell[0])
		}
	}
	return g
}

func harnessIntGrid(line string) [][]int {
	var g [][]int
	harnessParse(line, &g)
	return g
}

func harnessInteger(line string) int {
	var v int
	harnessParse(line, &v)
	return v
}

func harnessCharacter(line string) byte {
	var v string
	harnessParse(line, &v)
	return v[0]
}

func harnessIntegers(line string) []int {
	var v []int
	harnessParse(line, &v)
	return v
}

func harnessShowInteger(v int) string {
	return strconv.Itoa(v)
}

func harnessShowBoolean(v bool) string {
	return strconv.FormatBool(v)
}

func harnessShowCharGrid(g [][]byte) string {
	var s strings.Builder
	s.WriteByte('[')
	for r, row := range g {
		if r > 0 {
			s.WriteByte(',')
		}
		s.WriteByte('[')
		for c, cell := range row {
			if c > 0 {
				s.WriteByte(',')
			}
			s.WriteByte('"')
			s.WriteByte(cell)
			s.WriteByte('"')
		}
		s.WriteByte(']')
	}
	s.WriteByte(']')
	return s.String()
}

func harnessShowIntGrid(g [][]int) string {
	var s strings.Builder
	s.WriteByte('[')
	for r, row := range g {
		if r > 0 {
			s.WriteByte(',')
		}
		s.WriteByte('[')
		for c, cell := range row {
			if c > 0 {
				s.WriteByte(',')
			}
			s.WriteString(strconv.Itoa(cell))
		}
		s.WriteByte(']')
	}
	s.WriteByte(']')
	return s.String()
}

func main() {
	if path := os.Getenv("@TIMES@"); path != "" {
		harnessTimes, _ = os.Create(path)
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<16), 1<<30)
	var lines []string
	for in.Scan() {
		if strings.TrimSpace(in.Text()) != "" {
			lines = append(lines, in.Text())
		}
	}
	var answers io.Writer = os.Stdout
	if path := os.Getenv("@ANSWERS@"); path != "" {
		if file, err := os.Create(path); err == nil {
			answers = file
		}
	}
	out := bufio.NewWriter(answers)
	defer out.Flush()
	const k = @ARITY@
	for i := 0; i+k <= len(lines); i += k {
@CALL@
	}
}
