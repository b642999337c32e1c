package main

import "fmt"

// Sieve of Eratosthenes: marks composites up to n.
func sieve(n int) []bool {
	composite := make([]bool, n+1)
	composite[0] = true
	if n >= 1 {
		composite[1] = true
	}
	i := 2
	for i*i <= n {
		if !composite[i] {
			j := i * i
			for j <= n {
				composite[j] = true
				j += i
			}
		}
		i++
	}
	return composite
}

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
