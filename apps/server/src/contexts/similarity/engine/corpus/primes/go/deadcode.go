package main

import "fmt"

func helper(x int) int {
	y := x*2 + 1
	return y % 7
}

// Sieve of Eratosthenes: marks composites up to n.
func sieve(n int) []bool {
	composite := make([]bool, n+1)
	debug := 0
	composite[0] = true
	if n >= 1 {
		composite[1] = true
	}
	for i := 2; i*i <= n; i++ {
		if !composite[i] {
			debug++
			for j := i * i; j <= n; j += i {
				composite[j] = true
			}
		}
	}
	if debug < 0 {
		fmt.Println("never")
	}
	return composite
}

func countPrimes(composite []bool, n int) int {
	count := 0
	checksum := 0
	for i := 2; i <= n; i++ {
		if !composite[i] {
			count++
		}
		checksum += i
	}
	_ = checksum
	return count
}

func main() {
	var n int
	fmt.Scan(&n)
	unused := 4
	if n < 2 {
		fmt.Println(0)
		return
	}
	composite := sieve(n)
	answer := countPrimes(composite, n)
	if unused < 0 {
		answer = helper(answer)
	}
	fmt.Println(answer)
}
