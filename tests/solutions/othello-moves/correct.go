package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var n int
	fmt.Fscan(in, &n)
	g := make([][]int, n)
	for i := range g {
		g[i] = make([]int, n)
		for j := range g[i] {
			fmt.Fscan(in, &g[i][j])
		}
	}
	var p int
	fmt.Fscan(in, &p)
	q := 3 - p
	inside := func(x, y int) bool { return x >= 0 && x < n && y >= 0 && y < n }
	any := false
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if g[i][j] != 0 {
				continue
			}
			legal := false
			for dx := -1; dx <= 1; dx++ {
				for dy := -1; dy <= 1; dy++ {
					if dx == 0 && dy == 0 {
						continue
					}
					x, y, k := i+dx, j+dy, 0
					for inside(x, y) && g[x][y] == q {
						x, y, k = x+dx, y+dy, k+1
					}
					if k > 0 && inside(x, y) && g[x][y] == p {
						legal = true
					}
				}
			}
			if legal {
				fmt.Fprintf(out, "%d,%d\n", i, j)
				any = true
			}
		}
	}
	if !any {
		fmt.Fprintln(out, "NULL")
	}
}
