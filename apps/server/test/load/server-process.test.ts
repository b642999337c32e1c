import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../../scripts/lib/server-process.mjs';

/** The flags a server process runs with are the same wherever one is started, and this Node takes them. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('a server process is started with the same V8 flags everywhere', () => {
  it('names a larger young generation', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=64');
  });

  it('is started so by npm start and by the load and chaos topologies', () => {
    const source = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
    expect(source('scripts/start.mjs')).toMatch(
      /\[\.\.\.SERVER_NODE_FLAGS, '--import', 'tsx', path\.join\(ROOT, 'apps\/server\/src\/main\.ts'\)\]/,
    );
    expect(source('chaos/lib.mjs')).toMatch(
      /startProcess\(\['apps\/server\/src\/main\.ts'\], \{\s+log,\s+nodeFlags: SERVER_NODE_FLAGS,/,
    );
  });

  it("is in docs/deploy.md's systemd unit", () => {
    const deploy = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
    const execStart = /^ExecStart=.*apps\/server\/src\/main\.ts$/m.exec(deploy)?.[0] ?? '';
    expect(execStart).toBe(
      `ExecStart=/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} --import tsx apps/server/src/main.ts`,
    );
  });

  it('is taken by this Node', () => {
    // An unknown or dropped V8 flag stops node at once ("bad option"): a Node upgrade that drops it fails here.
    const probe = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', ''], { encoding: 'utf8' });
    expect(probe.stderr).toBe('');
    expect(probe.status).toBe(0);
  });
});
