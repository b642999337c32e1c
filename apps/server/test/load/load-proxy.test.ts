import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startNginx } from '../../../../chaos/proxy.mjs';
import { parseProxyLine, proxyFigures } from '../../../../load/proxy-log.mjs';

/**
 * docs/deploy.md's nginx (as chaos/proxy.mjs writes it for the load and chaos runs), in front of two small HTTP
 * servers that answer their own name: a signed-in caller's requests all reach one server, so what a server keeps of
 * that caller is read once and not once per server; guests are spread; a caller whose server is down is answered
 * by the other.
 */

interface Backend {
  name: string;
  port: number;
  stop: () => Promise<void>;
}

async function startBackend(name: string): Promise<Backend> {
  const server = http.createServer((_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ server: name }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let backends: Backend[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>>;
let dir = '';

beforeAll(async () => {
  const binary = findNginx();
  if (!binary)
    throw new Error("nginx is missing: install Debian's (apt-get install nginx), as npm test does as root");
  backends = [await startBackend('one'), await startBackend('two')];
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-proxy-'));
  nginx = await startNginx(
    binary,
    dir,
    await freePort(),
    backends.map((backend) => backend.port),
    { accessLog: path.join(dir, 'access.log') },
  );
});

afterAll(async () => {
  nginx?.child.kill('SIGTERM');
  await nginx?.exited;
  await Promise.all(backends.map((backend) => backend.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

let requestsMade = 0;

async function servedBy(token: string | null): Promise<string> {
  requestsMade += 1;
  const response = await fetch(`${nginx.url}/api/get-contest-info?cid=1`, {
    headers: token ? { Authorization: token } : {},
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { server: string }).server;
}

const tokens = Array.from({ length: 40 }, (_, i) => `token-${i}-${i * 7919}`);

describe('the proxy of docs/deploy.md', () => {
  it("sends each signed-in caller's requests to one server, and spreads callers over both", async () => {
    const servers = new Map<string, string>();
    for (const token of tokens) {
      const first = await servedBy(token);
      for (let again = 0; again < 4; again += 1) expect(await servedBy(token)).toBe(first);
      servers.set(token, first);
    }
    const perServer = [...servers.values()].filter((name) => name === 'one').length;
    expect(perServer).toBeGreaterThan(5);
    expect(perServer).toBeLessThan(35);
  });

  it("spreads a guest's requests over both servers", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) seen.add(await servedBy(null));
    expect([...seen].sort()).toEqual(['one', 'two']);
  });

  it('answers a caller whose server is down from the other', async () => {
    const onOne = [];
    for (const token of tokens) if ((await servedBy(token)) === 'one') onOne.push(token);
    await backends[0].stop();
    for (const token of onOne) expect(await servedBy(token)).toBe('two');
  });

  it("logs every request with nginx's own timing, as the load run's report reads it", async () => {
    const lines = () => fs.readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n');
    // Every call the tests made, after the start's own health check; the log is written at least once a second.
    const logged = () =>
      lines()
        .map((line) => parseProxyLine(line))
        .filter((entry) => entry !== null && entry.name !== 'GET /api/health');
    await expect.poll(() => logged().length, { timeout: 5000 }).toBe(requestsMade);
    for (const entry of logged()) {
      expect(entry?.name).toBe('GET /api/get-contest-info');
      expect(entry?.status).toBe(200);
      expect(entry?.ms).toBeGreaterThanOrEqual(0);
      expect(entry?.upstreamMs).not.toBeNull();
    }
    const figures = proxyFigures(lines(), logged()[0]?.endedMs ?? 0);
    expect(figures.calls.find((row) => row.name === 'GET /api/get-contest-info')?.count).toBe(requestsMade);
  });
});
