export function hello() {
  return 'Hello world!';
}
