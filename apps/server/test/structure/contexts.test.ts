import { describe, expect, it } from 'vitest';
import {
  faceViolations,
  factoryCalls,
  foreignFactoryCalls,
  functionSpans,
  importCycles,
  importEdges,
  isServiceClosure,
  layerGraph,
  readServerSources,
  rulesReachingOperations,
  tableWriters,
  unitGraph,
  type ImportEdge,
  type SourceFile,
} from './structure.ts';
import ts from 'typescript';

/** A made-up server: each entry a file and the relative imports it makes. */
function fakeServer(tree: Record<string, string[]>): { files: SourceFile[]; edges: ImportEdge[] } {
  const files = Object.entries(tree).map(([file, imports]) => ({
    file,
    unit: file.split('/').slice(0, 2).join('/'),
    source: ts.createSourceFile(
      file,
      imports.map((spec) => `import '${spec}';`).join('\n'),
      ts.ScriptTarget.Latest,
    ),
  }));
  return { files, edges: importEdges(files) };
}

const print = (edge: ImportEdge) => `${edge.from} -> ${edge.to}`;

describe("the server's contexts (issue 26, docs/architecture.md)", () => {
  const files = readServerSources();
  const edges = importEdges(files);

  it('keeps every folder of the server in a context', () => {
    expect(files.filter((file) => file.file.startsWith('modules/')).map((file) => file.file)).toEqual([]);
  });

  it('reaches another context only through its policy.ts, facts.ts or index.ts', () => {
    expect(faceViolations(edges).map(print)).toEqual([]);
  });

  it("keeps a context's rules (policy and facts) off other contexts' operations", () => {
    expect(rulesReachingOperations(files, edges).map(print)).toEqual([]);
  });

  it('has no import cycle between contexts (their rules and operations counted apart)', () => {
    expect(importCycles(layerGraph(files, edges))).toEqual([]);
  });

  it('has no import cycle between contexts at all, type imports counted (ports the root fills break them)', () => {
    expect(importCycles(unitGraph(edges))).toEqual([]);
  });

  it("builds another context's collaborators only in the composition root", () => {
    expect(foreignFactoryCalls(factoryCalls(files)).map((call) => `${call.file}: ${call.factory}`)).toEqual(
      [],
    );
  });

  it('keeps every service and repo closure to ~250 lines (one file per operation past that)', () => {
    const long = functionSpans(files).filter((span) => isServiceClosure(span) && span.lines > 250);
    expect(long.map((span) => `${span.file} ${span.name} ${span.lines}`)).toEqual([]);
  });

  it('keeps other functions to ~150 lines (route registrations and migrations apart)', () => {
    // Route registrations are a list of declarations; migrations are frozen history.
    const exempt = (file: string) => file.endsWith('.routes.ts') || file.startsWith('db/migrations/');
    const long = functionSpans(files).filter(
      (span) => !isServiceClosure(span) && span.lines > 150 && !exempt(span.file),
    );
    expect(long.map((span) => `${span.file} ${span.name} ${span.lines}`)).toEqual([]);
  });

  it('has each table written by one context (the others ask it through its operations or reactions)', () => {
    const shared = [...tableWriters(files)].filter(([, writers]) => writers.size > 1);
    expect(shared.map(([table, writers]) => `${table}: ${[...writers].sort().join(', ')}`)).toEqual([]);
  });
});

describe('tableWriters', () => {
  const source = (file: string, text: string): SourceFile => ({
    file,
    unit: file.split('/').slice(0, 2).join('/'),
    source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest),
  });

  it('counts the contexts whose Kysely calls insert into, update or delete from a table', () => {
    const writers = tableWriters([
      source('contexts/problems/counts.repo.ts', "trx.updateTable('problemCounts').set({})"),
      source(
        'contexts/judging/verdicts.repo.ts',
        "db.selectFrom('problemCounts'); trx.deleteFrom('submissions')",
      ),
      source('contexts/contests/links.repo.ts', "trx\n  .updateTable('submissions')"),
    ]);
    expect(Object.fromEntries([...writers].map(([table, units]) => [table, [...units].sort()]))).toEqual({
      problemCounts: ['contexts/problems'],
      submissions: ['contexts/contests', 'contexts/judging'],
    });
  });
});

describe('the structure checks find what they look for', () => {
  it('a cycle between two contexts through their operations', () => {
    const { files, edges } = fakeServer({
      'contexts/a/index.ts': ['../b/index.ts'],
      'contexts/b/index.ts': ['../a/index.ts'],
    });
    expect(importCycles(layerGraph(files, edges))).toEqual([
      ['contexts/a:operations', 'contexts/b:operations'],
    ]);
  });

  it("no cycle when one side only asks the other's policy", () => {
    const { files, edges } = fakeServer({
      'contexts/a/index.ts': ['../b/index.ts'],
      'contexts/a/policy.ts': ['./gate.ts'],
      'contexts/a/gate.ts': [],
      'contexts/b/index.ts': ['../a/policy.ts'],
    });
    expect(importCycles(layerGraph(files, edges))).toEqual([]);
  });

  it("an import past another context's faces, and rules reaching another's operations", () => {
    const { files, edges } = fakeServer({
      'contexts/a/policy.ts': ['../b/index.ts'],
      'contexts/a/x.ts': ['../b/inner/thing.ts'],
      'contexts/b/index.ts': [],
      'contexts/b/inner/thing.ts': [],
    });
    expect(faceViolations(edges).map(print)).toEqual(['contexts/a/x.ts -> contexts/b/inner/thing.ts']);
    expect(rulesReachingOperations(files, edges).map(print)).toEqual([
      'contexts/a/policy.ts -> contexts/b/index.ts',
    ]);
  });
});
