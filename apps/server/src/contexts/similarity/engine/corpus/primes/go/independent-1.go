package main

import "fmt"

func isPrime(x int) bool {
	if x < 2 {
		return false
	}
	for d := 2; d*d <= x; d++ {
		if x%d == 0 {
			return false
		}
	}
	return true
}

func main() {
	var n, cnt int
	fmt.Scan(&n)
	for x := 1; x <= n; x++ {
		if isPrime(x) {
			cnt++
		}
	}
	fmt.Println(cnt)
}
