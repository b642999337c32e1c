import function hello() {
  return 'Hello world!';
}
