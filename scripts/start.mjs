#!/usr/bin/env node
// `npm start`: installs what is missing, builds the web app, then runs the server (which migrates
// the database, creates the root account on the first start and serves on http://localhost:8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  ROOT,
  checkNode,
  debianPackagesFrom,
  ensureDebianPackages,
  ensureNpmDependencies,
  ensureWebBuilt,
} from './lib/prereqs.mjs';
import { SERVER_NODE_FLAGS } from './lib/server-process.mjs';

checkNode();
// The judge's toolchains: a missing one disables its languages, it does not stop the site.
ensureDebianPackages(
  debianPackagesFrom('apps/judge/debian-packages.txt', 'apps/server/debian-packages.txt'),
  { required: false },
);
ensureNpmDependencies();
ensureWebBuilt();

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')],
  { cwd: ROOT, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
