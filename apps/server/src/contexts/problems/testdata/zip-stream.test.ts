// zipStream (a contest package with its problems' packages, issue 22): the entries are asked for as the reader
// takes the zip, not all at once, and a zip inside is stored as it is (our own reader reads it back).
import { buffer } from 'node:stream/consumers';
import { setTimeout as tick } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZip, writeZip, zipStream } from './zip.ts';

describe('a zip written as a stream', () => {
  it('holds every entry, a zip inside as it is', async () => {
    const inner = writeZip(new Map([['data/secret/01.in', '1 2\n']]));
    const entries = async function* () {
      yield ['problems/A/package.zip', inner] as const;
      yield ['problems.json', '[]\n'] as const;
    };
    const zip = await buffer(zipStream(entries()));
    const files = unzipSync(zip);
    expect(Buffer.from(files['problems/A/package.zip']).equals(inner)).toBe(true);
    expect(Buffer.from(files['problems.json']).toString()).toBe('[]\n');
    // Stored as it is, and read back by our own reader, which reads a zip in order.
    expect(zip.includes(inner)).toBe(true);
    expect(readZip(zip).get('problems/A/package.zip')?.equals(inner)).toBe(true);
    expect([...readZip(zip).keys()]).toEqual(['problems/A/package.zip', 'problems.json']);
  });

  it('asks for the next entry only once the reader has taken the last', async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, 7);
    const asked: string[] = [];
    const entries = async function* () {
      for (const name of ['one.zip', 'two.zip', 'three.zip']) {
        asked.push(name);
        yield [name, big] as const;
      }
    };
    const stream = zipStream(entries());
    await tick(50);
    expect(asked).toEqual([]);
    const reading = stream[Symbol.asyncIterator]();
    const first = (await reading.next()).value as Buffer;
    await tick(50);
    // The first entry taken, at most the next made ready: never the whole zip in memory.
    expect(asked.length).toBeLessThan(3);
    const rest: Buffer[] = [];
    for (let next = await reading.next(); !next.done; next = await reading.next())
      rest.push(next.value as Buffer);
    expect(asked).toEqual(['one.zip', 'two.zip', 'three.zip']);
    expect(Object.keys(unzipSync(Buffer.concat([first, ...rest])))).toEqual([
      'one.zip',
      'two.zip',
      'three.zip',
    ]);
  });
});
