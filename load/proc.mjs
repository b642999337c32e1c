// CPU and memory of the run's processes, read from /proc: each watched process together with its
// descendants (a judge's compilers and sandboxed programs, PostgreSQL's backends, nginx's workers). A descendant
// that ended between two samples is counted too: its time moves into its parent's cutime/cstime when the parent
// reaps it (a judge's compilers live a fraction of a second, so counting only the processes alive at a sample
// showed a busy judge at 7 % of a core).
import fs from 'node:fs';

const CLOCK_TICKS = 100; // USER_HZ on Linux
const PAGE_BYTES = 4096;

/** pid -> { ppid, cpuTicks, reapedTicks, rssBytes } of every process readable now (reaped: its ended children's). */
export function readProcessTable(procDir = '/proc') {
  const table = new Map();
  for (const name of fs.readdirSync(procDir)) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`${procDir}/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while we read
    }
    // The command name may hold spaces and parentheses: fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.set(Number(name), {
      ppid: Number(fields[1]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      reapedTicks: Number(fields[13]) + Number(fields[14]),
      rssBytes: Number(fields[21]) * PAGE_BYTES,
    });
  }
  return table;
}

/**
 * CPU ticks and resident bytes of `pid` and all its descendants in `table`, ended ones included (only its own
 * when `alone`: the load generator, whose reaped children would be a killed server's time).
 */
export function treeUsage(table, pid, alone = false) {
  if (alone) return { cpuTicks: table.get(pid)?.cpuTicks ?? 0, rssBytes: table.get(pid)?.rssBytes ?? 0 };
  const children = new Map();
  for (const [child, { ppid }] of table) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(child);
  }
  let cpuTicks = 0;
  let rssBytes = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const next = stack.pop();
    const row = table.get(next);
    if (!row) continue;
    cpuTicks += row.cpuTicks + row.reapedTicks;
    rssBytes += row.rssBytes;
    stack.push(...(children.get(next) ?? []));
  }
  return { cpuTicks, rssBytes };
}

/**
 * Samples the named processes: each sample gives CPU % (of one core) since the previous one and memory in MB.
 * `watched()` answers the current [{ name, pid, alone? }] (a restarted process has a new pid); `alone` counts
 * the process without its descendants (the load generator, whose children are the servers).
 */
export function createProcessSampler(watched, { procDir = '/proc', now = () => Date.now() } = {}) {
  let previous = null;
  return () => {
    const table = readProcessTable(procDir);
    const at = now();
    const usage = Object.fromEntries(
      watched().map(({ name, pid, alone }) => [name, treeUsage(table, pid, alone)]),
    );
    const sample = {};
    for (const [name, { cpuTicks, rssBytes }] of Object.entries(usage)) {
      const before = previous?.usage[name];
      const seconds = previous ? (at - previous.at) / 1000 : 0;
      const cpuSeconds = before ? Math.max(0, cpuTicks - before.cpuTicks) / CLOCK_TICKS : 0;
      sample[name] = {
        cpuPercent: seconds > 0 ? (100 * cpuSeconds) / seconds : 0,
        memoryMb: rssBytes / 1024 / 1024,
      };
    }
    previous = { at, usage };
    return sample;
  };
}
