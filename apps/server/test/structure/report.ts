// Prints the structure figures of issue 26 from the source: `npx tsx apps/server/test/structure/report.ts`
// (add --list to see each offending import, table, call and function; --src <dir> to measure another copy).
import {
  crossUnitEdges,
  faceViolations,
  factoryCalls,
  foreignFactoryCalls,
  foreignRepoImports,
  functionSpans,
  importCycles,
  importEdges,
  isServiceClosure,
  layerGraph,
  mutualPairs,
  readServerSources,
  tableWriters,
  unitGraph,
} from './structure.ts';

const list = process.argv.includes('--list');
// --src <dir>: measure another copy of apps/server/src (an older commit's, extracted with git archive).
const srcAt = process.argv.indexOf('--src');
const files = readServerSources(srcAt > 0 ? process.argv[srcAt + 1] : undefined);
const edges = importEdges(files);
const graph = unitGraph(edges);
const units = new Set(files.map((file) => file.unit).filter((unit) => unit !== null));
const cycles = importCycles(graph);
const layeredCycles = importCycles(layerGraph(files, edges));
const pairs = mutualPairs(graph);
const repoImports = foreignRepoImports(edges);
const faces = faceViolations(edges);
const multiWriters = [...tableWriters(files)].filter(([, writers]) => writers.size > 1).sort();
const calls = factoryCalls(files);
const foreignCalls = foreignFactoryCalls(calls);
const spans = functionSpans(files);
const longClosures = spans.filter((span) => isServiceClosure(span) && span.lines > 250);
const longFunctions = spans.filter((span) => !isServiceClosure(span) && span.lines > 150);

const callSites = (factory: string) => calls.filter((call) => call.factory === factory).length;
const show = (title: string, rows: string[]) => {
  console.log(`${title}: ${rows.length}`);
  if (list) for (const row of rows) console.log(`    ${row}`);
};

console.log(`units (context or module folders): ${units.size}`);
console.log(`imports crossing units: ${crossUnitEdges(edges).length}`);
console.log(`import cycles between units: ${cycles.length}, largest ${cycles[0]?.length ?? 0} units`);
if (list) for (const cycle of cycles) console.log(`    ${cycle.join(', ')}`);
// What contexts.test.ts enforces: a context's rules (policy, facts) and its operations counted apart, so two
// contexts asking each other's facts is no cycle, but operations reaching back into each other are.
console.log(
  `import cycles between contexts, rules and operations apart: ${layeredCycles.length}, largest ${layeredCycles[0]?.length ?? 0}`,
);
if (list) for (const cycle of layeredCycles) console.log(`    ${cycle.join(', ')}`);
show(
  'pairs importing each other',
  pairs.map(([a, b]) => `${a} <-> ${b}`),
);
show(
  "imports of another unit's *.repo.ts",
  repoImports.map((edge) => `${edge.from} -> ${edge.to}`),
);
show(
  "imports of a context's file other than its faces",
  faces.map((edge) => `${edge.from} -> ${edge.to}`),
);
show(
  'tables written by more than one unit',
  multiWriters.map(([table, writers]) => `${table}: ${[...writers].sort().join(', ')}`),
);
show(
  "another unit's create…() called outside the composition root",
  foreignCalls.map((call) => `${call.file}: ${call.factory}`),
);
for (const factory of ['createGroupGate', 'createContestsService', 'createContestGate'])
  console.log(`call sites of ${factory}: ${callSites(factory)}`);
show(
  'create…() closures over 250 lines',
  longClosures.map((span) => `${span.file} ${span.name} ${span.lines}`),
);
show(
  'other functions over 150 lines',
  longFunctions.map((span) => `${span.file} ${span.name} ${span.lines}`),
);
