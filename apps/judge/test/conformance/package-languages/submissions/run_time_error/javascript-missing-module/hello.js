// DOMjudge's run_time_error/multifile-js: imports a module under the wrong extension.
import { hello } from './module.mjs';
console.log(hello());
