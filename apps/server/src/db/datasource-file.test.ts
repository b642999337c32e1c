import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATASOURCE_FILE, readDatasourceFile, writeDatasourceFile } from './datasource-file.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datasource-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("root's saved database choice (DATA_DIR/datasource.json)", () => {
  it('reads back what was kept, and nothing when none was', async () => {
    const dir = dataDir();
    expect(readDatasourceFile(dir)).toBeNull();
    await writeDatasourceFile(dir, { databaseUrl: 'postgres://judge@db/judge', poolMax: 20 });
    expect(readDatasourceFile(dir)).toEqual({ databaseUrl: 'postgres://judge@db/judge', poolMax: 20 });
  });

  it('stops the start with the file named when it is damaged, not JSON or not a choice', () => {
    const dir = dataDir();
    const file = path.join(dir, DATASOURCE_FILE);
    fs.writeFileSync(file, '{"databaseUrl": "postgres://');
    expect(() => readDatasourceFile(dir)).toThrow(`Configuration error: ${file}: not JSON`);
    fs.writeFileSync(file, JSON.stringify({ databaseUrl: 'mysql://x', poolMax: 5 }));
    expect(() => readDatasourceFile(dir)).toThrow(`Configuration error: ${file}:`);
  });
});
