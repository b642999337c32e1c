import os from 'node:os';
import type { ServiceInfo } from '@judge/contract';

interface CpuTimes {
  idle: number;
  total: number;
}

const cpuTimes = (): CpuTimes =>
  os.cpus().reduce(
    (sum, cpu) => {
      const { idle, user, nice, sys, irq } = cpu.times;
      return { idle: sum.idle + idle, total: sum.total + idle + user + nice + sys + irq };
    },
    { idle: 0, total: 0 },
  );

/** The busy share between two readings of the CPU counters, 0-100 with two decimals. */
export function busyPercent(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  const busy = 1 - (after.idle - before.idle) / total;
  return Math.round(Math.min(1, Math.max(0, busy)) * 10_000) / 100;
}

export const asPercentText = (percent: number) => `${percent.toFixed(2)}%`;

/**
 * This server process and its machine, read at each call. The CPU share is measured between two calls (the
 * dashboard asks every few seconds); the first call measures since the machine booted.
 */
export function createServiceInfoReader(options: { version: string; host: string; port: number }) {
  let lastCpu: CpuTimes = { idle: 0, total: 0 };
  return (database: ServiceInfo['database']): ServiceInfo => {
    const cpu = cpuTimes();
    const cpuPercent = busyPercent(lastCpu, cpu);
    lastCpu = cpu;
    const totalBytes = os.totalmem();
    const freeBytes = os.freemem();
    const usedPercent = Math.round((1 - freeBytes / totalBytes) * 10_000) / 100;
    const process_ = process.memoryUsage();
    const [one, five, fifteen] = os.loadavg();
    return {
      backupCores: os.availableParallelism(),
      backupPercentCpuLoad: asPercentText(cpuPercent),
      backupPercentMemoryLoad: asPercentText(usedPercent),
      backupService: [
        {
          serviceId: 'judge-platform-server',
          host: options.host,
          port: options.port,
          secure: false,
          metadata: { 'nacos.healthy': 'true' },
        },
      ],
      nacos: { status: 'UP' },
      version: options.version,
      nodeVersion: process.version,
      platform: `${os.type()} ${os.release()} (${os.arch()})`,
      hostname: os.hostname(),
      uptimeSeconds: Math.round(process.uptime()),
      systemUptimeSeconds: Math.round(os.uptime()),
      loadAverage: [one, five, fifteen].map((n) => Math.round(n * 100) / 100) as [number, number, number],
      cpuPercent,
      memory: { totalBytes, freeBytes, usedPercent },
      processMemory: { rssBytes: process_.rss, heapUsedBytes: process_.heapUsed },
      database,
    };
  };
}
