package main

import "fmt"

func main() {
	var n int
	fmt.Scan(&n)
	if n < 2 {
		fmt.Println(0)
		return
	}
	composite := sieve(n)
	answer := countPrimes(composite, n)
	fmt.Println(answer)
}

func countPrimes(composite []bool, n int) int {
	count := 0
	for i := 2; i <= n; i++ {
		if !composite[i] {
			count++
		}
	}
	return count
}

// Sieve of Eratosthenes: marks composites up to n.
func sieve(n int) []bool {
	composite := make([]bool, n+1)
	composite[0] = true
	if n >= 1 {
		composite[1] = true
	}
	for i := 2; i*i <= n; i++ {
		if !composite[i] {
			for j := i * i; j <= n; j += i {
				composite[j] = true
			}
		}
	}
	return composite
}
