import { describe, expect, it } from 'vitest';
import { codeFence } from './code-fence';

describe('codeFence', () => {
  it('wraps code in a fence longer than any backtick run inside it', () => {
    expect(codeFence('int main() {}', 'cpp')).toBe('```cpp\nint main() {}\n```');
    expect(codeFence('s = "````"', 'python')).toBe('`````python\ns = "````"\n`````');
  });
});
