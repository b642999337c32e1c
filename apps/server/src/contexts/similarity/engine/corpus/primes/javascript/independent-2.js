const input = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
const limit = +input[0];
const mark = new Uint8Array(limit + 1);
const primes = [];
for (let v = 2; v <= limit; v++) {
  if (mark[v]) continue;
  primes.push(v);
  for (let m = v * v; m <= limit; m += v) mark[m] = 1;
}
process.stdout.write(`${primes.length}\n`);
