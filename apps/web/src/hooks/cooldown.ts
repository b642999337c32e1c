/**
 * A countdown measured against the clock rather than by counting ticks, so a throttled background
 * tab still unlocks its button on time.
 */
export interface CooldownTimer {
  start(seconds: number): void;
  stop(): void;
  remaining(): number;
}

export function createCooldownTimer(
  onChange: (remainingSeconds: number) => void,
  now = () => Date.now(),
): CooldownTimer {
  let endsAt = 0;
  let interval: ReturnType<typeof setInterval> | undefined;
  const remaining = () => Math.max(0, Math.ceil((endsAt - now()) / 1000));
  const stop = () => {
    if (interval !== undefined) clearInterval(interval);
    interval = undefined;
  };
  return {
    remaining,
    stop,
    start(seconds) {
      stop();
      endsAt = now() + seconds * 1000;
      onChange(remaining());
      interval = setInterval(() => {
        const left = remaining();
        onChange(left);
        if (left === 0) stop();
      }, 250);
    },
  };
}
