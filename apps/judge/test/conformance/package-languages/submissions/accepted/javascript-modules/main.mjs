// DOMjudge's multifile-js: an ES module importing another of the submission.
import { hello } from './module.mjs';
console.log(hello());
