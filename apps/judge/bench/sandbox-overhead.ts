// Bench: what the sandbox costs per run, measured against bare execution in the same process and run.
//   1. hello-world: a sandboxed run vs bare fork/exec from C and bare spawn from Node (medians of many);
//   2. A+B in C++ with 20 tests: whole judging (compile once, 20 runs, compare) per minute, sandboxed vs bare.
// Usage: npx tsx apps/judge/bench/sandbox-overhead.ts [runs]
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../src/sandbox/index.ts';
import { detectLanguages } from '../src/languages/index.ts';
import { compileProgram, runCompiledProgram } from '../src/judge/programs.ts';
import { compareOutputs } from '../src/checkers/index.ts';

const runs = Number(process.argv[2] ?? 300);
const work = mkdtempSync(join(tmpdir(), 'judge-bench-'));

function bareRun(binary: string, stdinPath: string | null, stdoutPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const stdin = stdinPath ? openSync(stdinPath, 'r') : 'ignore';
    const stdout = openSync(stdoutPath, 'w');
    const child = spawn(binary, [], { stdio: [stdin, stdout, 'ignore'] });
    if (typeof stdin === 'number') closeSync(stdin);
    closeSync(stdout);
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? -1));
  });
}

/** The same program run `runs` times by bare-forkexec.c (fork + execve + waitpid): the cheapest a run gets. */
function bareFromC(binary: string, count: number): number {
  const runner = join(work, 'bare-forkexec');
  execFileSync('/usr/bin/gcc', ['-O2', '-o', runner, join(import.meta.dirname, 'bare-forkexec.c')]);
  const micros = Number(
    execFileSync(runner, [binary, String(count), join(work, 'c.out')], { encoding: 'utf8' }),
  );
  return micros / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main(): Promise<void> {
  const sandbox = await createSandbox({ slots: 2, log: (line) => console.log(line) });
  const languages = detectLanguages();
  try {
    // 1. hello world
    const hello = await compileProgram(
      sandbox,
      languages.get('C With O2'),
      '#include <stdio.h>\nint main(){puts("hello");return 0;}',
    );
    if (!hello.ok) throw new Error(hello.message);
    const bareBinary = join(work, 'hello');
    writeFileSync(bareBinary, readFileSync(join(hello.program.artifactDir, 'main')), { mode: 0o755 });
    const bareTimes: number[] = [];
    const sandboxTimes: number[] = [];
    await sandbox.withBox(async (box) => {
      for (let i = 0; i < runs; i++) {
        let started = performance.now();
        await bareRun(bareBinary, null, join(work, 'bare.out'));
        bareTimes.push(performance.now() - started);
        started = performance.now();
        await box.reset();
        const result = await runCompiledProgram(box, hello.program, {
          timeLimitMs: 1000,
          memoryLimitMb: 256,
          stackLimitMb: 64,
          outputLimitBytes: 1 << 20,
        });
        sandboxTimes.push(performance.now() - started);
        if (result.outcome !== 'ok') throw new Error(`sandboxed hello-world failed: ${result.detail}`);
      }
    });
    const bareMedian = median(bareTimes);
    const sandboxMedian = median(sandboxTimes);
    const cMedian = bareFromC(bareBinary, runs);
    console.log(`hello-world runs: ${runs} each, interleaved`);
    console.log(`  bare fork/exec from C: median ${cMedian.toFixed(3)} ms`);
    console.log(`  bare spawn from Node : median ${bareMedian.toFixed(3)} ms`);
    console.log(`  sandboxed (reset+run): median ${sandboxMedian.toFixed(3)} ms`);
    console.log(
      `  per-run overhead over C fork/exec: ${(sandboxMedian - cMedian).toFixed(3)} ms (goal <= 1 ms), ratio ${(sandboxMedian / cMedian).toFixed(2)}`,
    );
    console.log(`  per-run overhead over Node spawn : ${(sandboxMedian - bareMedian).toFixed(3)} ms`);
    console.log(`  ratio sandboxed/bare Node spawn  : ${(sandboxMedian / bareMedian).toFixed(2)}`);
    await hello.program.dispose();

    // 2. A+B in C++, 20 tests, judged end to end.
    const source = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}';
    const tests = Array.from({ length: 20 }, (_, index) => {
      const a = index * 7919 - 50000;
      const b = index * 104729;
      const input = join(work, `${index}.in`);
      writeFileSync(input, `${a} ${b}\n`);
      return { input, answer: `${a + b}\n` };
    });
    const rounds = 5;
    let sandboxedMs = 0;
    let bareMs = 0;
    for (let round = 0; round < rounds; round++) {
      let started = performance.now();
      const compiled = await compileProgram(sandbox, languages.get('C++ 17 With O2'), source);
      if (!compiled.ok) throw new Error(compiled.message);
      await sandbox.withBox(async (box) => {
        for (const test of tests) {
          await box.reset();
          const result = await runCompiledProgram(box, compiled.program, {
            stdinPath: test.input,
            timeLimitMs: 1000,
            memoryLimitMb: 256,
            stackLimitMb: 64,
            outputLimitBytes: 1 << 20,
          });
          const verdict = compareOutputs('default', readFileSync(result.stdoutPath, 'utf8'), test.answer, {});
          if (result.outcome !== 'ok' || verdict.status !== 0) throw new Error('sandboxed A+B failed');
        }
      });
      sandboxedMs += performance.now() - started;
      await compiled.program.dispose();

      started = performance.now();
      const binary = join(work, 'ab');
      await new Promise<void>((resolve, reject) => {
        writeFileSync(join(work, 'ab.cpp'), source);
        const child = spawn('/usr/bin/g++', ['-O2', '-std=c++17', join(work, 'ab.cpp'), '-o', binary], {
          stdio: 'ignore',
        });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('bare compile failed'))));
      });
      for (const test of tests) {
        const out = join(work, 'ab.out');
        await bareRun(binary, test.input, out);
        const verdict = compareOutputs('default', readFileSync(out, 'utf8'), test.answer, {});
        if (verdict.status !== 0) throw new Error('bare A+B failed');
      }
      bareMs += performance.now() - started;
    }
    const sandboxedPerMinute = (60000 * rounds) / sandboxedMs;
    const barePerMinute = (60000 * rounds) / bareMs;
    console.log(`A+B C++, 20 tests, ${rounds} submissions each way, one at a time:`);
    console.log(`  bare      : ${barePerMinute.toFixed(1)} submissions/min`);
    console.log(`  sandboxed : ${sandboxedPerMinute.toFixed(1)} submissions/min`);
    console.log(
      `  throughput ratio sandboxed/bare: ${(sandboxedPerMinute / barePerMinute).toFixed(3)} (goal >= 0.9)`,
    );
  } finally {
    await sandbox.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
