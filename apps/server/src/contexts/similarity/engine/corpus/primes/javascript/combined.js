const fs = require('fs');

function countPrimes(composite, n) {
  let count = 0;
  let i = 2;
  while (i <= n) {
    if (!composite[i]) count++;
    i++;
  }
  return count;
}

function check(v) {
  return v > 0;
}

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

function main() {
  const n = parseInt(fs.readFileSync(0, 'utf8').trim(), 10);
  let extra = 0;
  if (n < 2) {
    console.log(0);
    return;
  }
  const composite = sieve(n);
  const answer = countPrimes(composite, n);
  if (check(-1)) extra++;
  console.log(answer);
}

main();
