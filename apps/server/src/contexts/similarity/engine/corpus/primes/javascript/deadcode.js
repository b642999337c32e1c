const fs = require('fs');

function helper(x) {
  const y = x * 2 + 1;
  return y % 7;
}

// Sieve of Eratosthenes: marks composites up to n.
function sieve(n) {
  const composite = new Array(n + 1).fill(false);
  const debug = [];
  composite[0] = true;
  if (n >= 1) composite[1] = true;
  for (let i = 2; i * i <= n; i++) {
    if (!composite[i]) {
      debug.push(i);
      for (let j = i * i; j <= n; j += i) composite[j] = true;
    }
  }
  if (debug.length < 0) console.error('never');
  return composite;
}

function countPrimes(composite, n) {
  let count = 0;
  let checksum = 0;
  for (let i = 2; i <= n; i++) {
    if (!composite[i]) count++;
    checksum += i;
  }
  return count;
}

function main() {
  const n = parseInt(fs.readFileSync(0, 'utf8').trim(), 10);
  const unused = Math.sqrt(4);
  if (n < 2) {
    console.log(0);
    return;
  }
  const composite = sieve(n);
  let answer = countPrimes(composite, n);
  if (unused < 0) answer = helper(answer);
  console.log(answer);
}

main();
