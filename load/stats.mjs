// What the load run measures, kept in memory while it runs: each call's latency and outcome with the
// second it ended, each submission's time to its verdict, and samples over time (queue depth, processes).

/** The q-quantile (0-1) of sorted numbers, nearest rank; null when there are none. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? null,
  };
}

/**
 * `startedAt`: the run's zero when it is not now; the contestants' threads (load/players.mjs) each record from the
 * main thread's zero, so their seconds are the run's.
 */
export function createRecorder(now = () => Date.now(), startedAt = now()) {
  const calls = new Map();
  const verdictTimes = [];
  /** Per verdict a contestant saw: ms until its own row on the board showed it, or null if it never did. */
  const stalenessTimes = [];
  /** Per contestant waiting at the start with push: ms from zero to its contest-started event, null if not within the wait. */
  const startEvents = [];
  const series = { queue: [], processes: [], generator: [] };
  const second = () => Math.floor((now() - startedAt) / 1000);
  const callEntry = (name) => {
    if (!calls.has(name))
      calls.set(name, { latencies: [], errors: 0, resent: 0, reasons: new Map(), perSecond: new Map() });
    return calls.get(name);
  };
  return {
    startedAt,
    second,
    /**
     * One HTTP call: `ok` false for a transport error or a status that is not the expected answer; `reason`
     * says which (the status, or the error's cause), counted per call. `'resent'`: a write that got no answer
     * and that the client sends once more under its Idempotency-Key; not an error, since the resend's outcome
     * is recorded as a call of its own.
     */
    call(name, ms, ok, reason = 'error') {
      const entry = callEntry(name);
      entry.latencies.push(ms);
      if (ok === 'resent') {
        // No answer came, and the client sends it again with the same key: what that resend gets is the outcome.
        entry.resent += 1;
        entry.reasons.set(`${reason} (resent)`, (entry.reasons.get(`${reason} (resent)`) ?? 0) + 1);
      }
      if (!ok) {
        entry.errors += 1;
        entry.reasons.set(reason, (entry.reasons.get(reason) ?? 0) + 1);
      }
      const at = second();
      const bucket = entry.perSecond.get(at) ?? { count: 0, errors: 0, latencies: [] };
      bucket.count += 1;
      if (!ok) bucket.errors += 1;
      bucket.latencies.push(ms);
      entry.perSecond.set(at, bucket);
    },
    verdict(kind, ms) {
      verdictTimes.push({ kind, ms, at: second() });
    },
    staleness(ms) {
      stalenessTimes.push({ ms, at: second() });
    },
    startEvent(ms) {
      startEvents.push(ms);
    },
    sample(kind, value) {
      series[kind].push({ at: second(), ...value });
    },
    calls,
    verdictTimes,
    stalenessTimes,
    startEvents,
    series,
  };
}

/** Per call: requests, errors (and their reasons), p50/p95/p99/max in ms, sorted by request count. */
export function callTable(recorder) {
  return [...recorder.calls.entries()]
    .map(([name, entry]) => ({
      name,
      errors: entry.errors,
      resent: entry.resent,
      reasons: Object.fromEntries(entry.reasons),
      ...summarize(entry.latencies),
    }))
    .sort((a, b) => b.count - a.count);
}

/**
 * The calls that ended in the seconds [fromSecond, toSecond) of the run (the start's burst), as callTable; calls
 * with none there are left out.
 */
export function callTableBetween(recorder, fromSecond, toSecond) {
  return [...recorder.calls.entries()]
    .map(([name, entry]) => {
      const latencies = [];
      for (const [at, bucket] of entry.perSecond)
        if (at >= fromSecond && at < toSecond) latencies.push(...bucket.latencies);
      return { name, ...summarize(latencies) };
    })
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Seconds since the start -> { p50, p95 } over all calls ending in that second, and the request count. */
export function latencyOverTime(recorder) {
  const bySecond = new Map();
  for (const entry of recorder.calls.values())
    for (const [at, bucket] of entry.perSecond) {
      const merged = bySecond.get(at) ?? { count: 0, errors: 0, latencies: [] };
      merged.count += bucket.count;
      merged.errors += bucket.errors;
      merged.latencies.push(...bucket.latencies);
      bySecond.set(at, merged);
    }
  // Every second up to the last one, a quiet second as 0 requests, so that the charts' time axis is even.
  const last = Math.max(-1, ...bySecond.keys());
  return Array.from({ length: last + 1 }, (_, at) => {
    const bucket = bySecond.get(at) ?? { count: 0, errors: 0, latencies: [] };
    const { p50, p95 } = summarize(bucket.latencies);
    return { at, count: bucket.count, errors: bucket.errors, p50, p95 };
  });
}

/** What a thread's recorder holds, as it crosses to the main thread (structured clone keeps the maps). */
export function recordedData(recorder) {
  const { calls, verdictTimes, stalenessTimes, startEvents, series } = recorder;
  return { calls, verdictTimes, stalenessTimes, startEvents, series };
}

/** Adds what another recorder of the same run holds (recordedData) to `recorder`. */
export function mergeRecorded(recorder, data) {
  for (const [name, part] of data.calls) {
    const entry = recorder.calls.get(name);
    if (!entry) {
      recorder.calls.set(name, part);
      continue;
    }
    entry.latencies.push(...part.latencies);
    entry.errors += part.errors;
    entry.resent += part.resent;
    for (const [reason, n] of part.reasons) entry.reasons.set(reason, (entry.reasons.get(reason) ?? 0) + n);
    for (const [at, bucket] of part.perSecond) {
      const into = entry.perSecond.get(at);
      if (!into) entry.perSecond.set(at, bucket);
      else {
        into.count += bucket.count;
        into.errors += bucket.errors;
        into.latencies.push(...bucket.latencies);
      }
    }
  }
  recorder.verdictTimes.push(...data.verdictTimes);
  recorder.stalenessTimes.push(...data.stalenessTimes);
  recorder.startEvents.push(...data.startEvents);
  for (const kind of Object.keys(data.series)) recorder.series[kind].push(...data.series[kind]);
}

/**
 * The generator's event-loop samples, one per second: the worst of its threads' loops in that second (an answer
 * waits in its own thread's loop, so the worst is what the slowest contestants' figures hold).
 */
export function worstLoopPerSecond(samples) {
  const bySecond = new Map();
  for (const { at, loopDelayMaxMs } of samples)
    bySecond.set(at, Math.max(bySecond.get(at) ?? 0, loopDelayMaxMs));
  return [...bySecond].sort(([a], [b]) => a - b).map(([at, loopDelayMaxMs]) => ({ at, loopDelayMaxMs }));
}
