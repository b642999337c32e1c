package main

import (
	"fmt"
)

func countPrimes(composite []bool, n int) int {
	count := 0
	i := 2
	for i <= n {
		if !composite[i] {
			count++
		}
		i++
	}
	return count
}

func check(v int) bool { return v > 0 }

func sieve(n int) []bool {
	composite := make([]bool, n+1)
	if n >= 1 {
		composite[1] = true
	}
	composite[0] = true
	for i := 2; i*i <= n; i++ {
		if !composite[i] {
			for j := i * i; j <= n; j += i {
				composite[j] = true
			}
		}
	}
	return composite
}

func main() {
	var n int
	fmt.Scan(&n)
	extra := 0
	if n < 2 {
		fmt.Println(0)
		return
	}
	composite := sieve(n)
	answer := countPrimes(composite, n)
	if check(-1) {
		extra++
	}
	fmt.Println(answer)
}
