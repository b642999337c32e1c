const n = Number(require('fs').readFileSync(0, 'utf8'));
const isPrime = (x) => {
  if (x < 2) return false;
  for (let d = 2; d * d <= x; d++) if (x % d === 0) return false;
  return true;
};
let cnt = 0;
for (let x = 1; x <= n; x++) if (isPrime(x)) cnt++;
console.log(cnt);
