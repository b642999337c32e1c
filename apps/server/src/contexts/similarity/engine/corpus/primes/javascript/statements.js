const fs = require('fs');

// Sieve of Eratosthenes: marks composites up to n.
function sieve(n) {
  const composite = new Array(n + 1).fill(false);
  if (n >= 1) composite[1] = true;
  composite[0] = true;
  for (let i = 2; i * i <= n; i++) {
    if (!composite[i]) {
      for (let j = i * i; j <= n; j += i) composite[j] = true;
    }
  }
  return composite;
}

function countPrimes(composite, n) {
  let count = 0;
  for (let i = 2; i <= n; i++) {
    if (!composite[i]) count++;
  }
  return count;
}

function main() {
  const n = parseInt(fs.readFileSync(0, 'utf8').trim(), 10);
  if (n < 2) {
    console.log(0);
    return;
  }
  const composite = sieve(n);
  console.log(countPrimes(composite, n));
}

main();
