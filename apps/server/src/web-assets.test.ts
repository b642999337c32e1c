import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The built web app as the server sends it: precompressed copies and cache lifetimes (app.ts). */
const SCRIPT = `console.log(${JSON.stringify('judge '.repeat(500))});`;
let app: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-web-assets-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.mkdirSync(path.join(webDist, 'draw'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'draw', 'index.html'), '<!doctype html><canvas></canvas>');
  const script = path.join(webDist, 'assets', 'main-AbC123.js');
  fs.writeFileSync(script, SCRIPT);
  // What apps/web/scripts/precompress.mjs leaves next to each asset.
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  app = await createTestApp({ webDist });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the web app assets', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only that', async () => {
    const br = await get('/assets/main-AbC123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await get('/assets/main-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/main-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year, other files for an hour', async () => {
    const hashed = await get('/assets/main-AbC123.js', 'br');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const draw = await get('/draw/index.html');
    expect(draw.statusCode).toBe(200);
    expect(draw.headers['cache-control']).toBe('public, max-age=3600');
  });
});
