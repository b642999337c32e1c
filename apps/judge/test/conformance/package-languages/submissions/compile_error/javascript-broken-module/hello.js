// DOMjudge's multifile-js-3: the other file, never imported, does not parse; every file is checked.
console.log('Hello world!');
