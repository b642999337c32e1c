const fs = require('fs');

// Sieve of Eratosthenes: marks composites up to n.
function sieve(n) {
  const composite = new Array(n + 1).fill(false);
  composite[0] = true;
  if (n >= 1) composite[1] = true;
  let i = 2;
  while (i * i <= n) {
    if (!composite[i]) {
      let j = i * i;
      while (j <= n) {
        composite[j] = true;
        j += i;
      }
    }
    i++;
  }
  return composite;
}

function countPrimes(composite, n) {
  let count = 0;
  let i = 2;
  while (i <= n) {
    if (!composite[i]) count++;
    i++;
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
  const answer = countPrimes(composite, n);
  console.log(answer);
}

main();
