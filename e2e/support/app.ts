import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Mailbox } from './mailbox';
import { REPO_ROOT, SERVER_MAIN, WEB_DIST } from './paths';

export const ROOT_USERNAME = 'root';
export const ROOT_PASSWORD = 'rootpass123';

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(baseUrl: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/get-website-config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become ready:\n${log()}`);
}

/**
 * Starts the app as `npm start` runs it (the server serving the built SPA, a copy of its own) on a random
 * port with a fresh data directory, and a test SMTP server it sends its mails to. `env` adds or overrides
 * settings (e.g. `JUDGE_EMBEDDED: 'false'` for a server without a judge).
 */
export async function startApp(options: { env?: Record<string, string> } = {}): Promise<RunningApp> {
  const mailbox = await Mailbox.start();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-e2e-'));
  // The server serves its own copy of the built app, so a build started meanwhile cannot pull chunks away.
  const webCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-e2e-web-'));
  fs.cpSync(WEB_DIST, webCopy, { recursive: true });
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webCopy,
      DATABASE_URL: '',
      ROOT_PASSWORD,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mailbox.port),
      SMTP_SECURE: 'false',
      SMTP_FROM: 'Online Judge <judge@example.test>',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, server, () => output);
  return {
    baseUrl,
    dataDir,
    mailbox,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (server.exitCode === null) server.kill('SIGKILL');
      }
      await mailbox.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(webCopy, { recursive: true, force: true });
    },
  };
}
