import type { ContestScope } from './contest-scope.ts';
import { TYPE_ORDER, type LiveEvent } from './live-event.ts';
import { absoluteTime } from './clics-format.ts';

const STEPS = ['started', 'frozen', 'ended', 'thawed'] as const;
type StateStep = (typeof STEPS)[number];
export type StateObject = Record<StateStep | 'finalized' | 'end_of_updates', string | null>;

const EMPTY: StateObject = {
  started: null,
  frozen: null,
  ended: null,
  thawed: null,
  finalized: null,
  end_of_updates: null,
};

/** The moments of the contest's clock that have passed for this reader. */
function passedSteps(scope: ContestScope): [StateStep, number][] {
  const moments: [StateStep, number | null][] = [
    ['started', scope.startMs],
    ['frozen', scope.freezeMs],
    ['ended', scope.endMs],
    ['thawed', scope.thawMs],
  ];
  return moments.filter((step): step is [StateStep, number] => step[1] !== null && step[1] <= scope.nowMs);
}

/**
 * The state as it changed: one event per step passed, each the whole state then (an empty state before the
 * start). Not finalized here: that comes last, once every other event is known (finalStateEvent).
 */
export function stateEvents(scope: ContestScope): LiveEvent[] {
  const steps = passedSteps(scope);
  if (steps.length === 0)
    return [{ type: 'state', id: null, data: { ...EMPTY }, atMs: 0, order: 0, phase: 0 }];
  let state = { ...EMPTY };
  return steps.map(([step, atMs], phase) => {
    state = { ...state, [step]: absoluteTime(atMs) };
    return { type: 'state', id: null, data: state, atMs, order: TYPE_ORDER.state, phase };
  });
}

/**
 * Finalized and the end of updates: once the contest ended, nothing is being judged and this reader sees the
 * final results (no seal holding); sent after every other event, as the spec requires.
 */
export function finalStateEvent(scope: ContestScope, others: LiveEvent[]): LiveEvent | null {
  if (scope.nowMs < scope.endMs || scope.hiddenFromMs !== null) return null;
  const pending = others.some(
    (event) => event.type === 'judgements' && event.data?.judgement_type_id === null,
  );
  if (pending) return null;
  const atMs = Math.max(scope.endMs, ...others.map((event) => event.atMs));
  const last = [...others].reverse().find((event) => event.type === 'state');
  const moment = absoluteTime(atMs);
  const data = { ...(last?.data ?? EMPTY), finalized: moment, end_of_updates: moment };
  return { type: 'state', id: null, data, atMs, order: TYPE_ORDER.finalState, phase: STEPS.length };
}
