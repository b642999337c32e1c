import { theme } from 'antd';
import type { ProblemMark } from '@judge/contract';
import { markSymbol } from './class-view';

/** A student's mark on a problem: a green ✓ solved, a red ✗ tried, blank untouched. */
export function MarkCell({ mark }: { mark: ProblemMark | undefined }) {
  const { token } = theme.useToken();
  const color = mark === 'ac' ? token.colorSuccess : token.colorError;
  return (
    <span style={{ color, fontWeight: 600 }} data-mark={mark ?? 'none'}>
      {markSymbol(mark)}
    </span>
  );
}
