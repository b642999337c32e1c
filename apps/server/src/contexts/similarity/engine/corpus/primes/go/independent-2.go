package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var limit int
	fmt.Fscan(reader, &limit)
	mark := make([]byte, limit+1)
	primes := []int{}
	for v := 2; v <= limit; v++ {
		if mark[v] == 1 {
			continue
		}
		primes = append(primes, v)
		for m := v * v; m <= limit; m += v {
			mark[m] = 1
		}
	}
	fmt.Fprintln(os.Stdout, len(primes))
}
