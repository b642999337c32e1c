// The server's structure measured from its source (issue 26): which folders (contexts) there are, how they import
// each other, who writes which table, where collaborators are built and how long the closures are. Read by the
// structure test (the rules npm test keeps) and by report.ts (the figures of a restructuring's note).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SERVER_SRC = path.resolve(import.meta.dirname, '../../src');

/** Folders whose sub-folders are the server's units: the contexts, and the flat modules they replace. */
const UNIT_PARENTS = ['contexts', 'modules'];

/** Files that build collaborators for everybody: the composition root, its parts under composition/, and buildApp. */
const COMPOSITION_FILES = new Set(['composition.ts', 'app.ts']);
const isCompositionFile = (file: string) => COMPOSITION_FILES.has(file) || file.startsWith('composition/');

/** A context's faces: the only files another context may import. */
export const FACE_FILES = new Set(['policy.ts', 'facts.ts', 'index.ts']);

export interface SourceFile {
  /** Path relative to src, with forward slashes. */
  file: string;
  /** The unit (context or module folder) the file belongs to, or null outside any. */
  unit: string | null;
  source: ts.SourceFile;
}

export interface ImportEdge {
  from: string;
  /** The imported file, relative to src. */
  to: string;
  fromUnit: string | null;
  toUnit: string | null;
}

export function unitOf(file: string): string | null {
  const [parent, name, ...rest] = file.split('/');
  return UNIT_PARENTS.includes(parent) && name && rest.length > 0 ? `${parent}/${name}` : null;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const isTestFile = (file: string) => /\.test\.ts$|\.test-kit\.ts$/.test(file);

/** Every product file of the server (tests and test kits left out), parsed. */
export function readServerSources(root = SERVER_SRC): SourceFile[] {
  return walk(root)
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .filter((file) => !isTestFile(file))
    .map((file) => ({
      file,
      unit: unitOf(file),
      source: ts.createSourceFile(
        file,
        fs.readFileSync(path.join(root, file), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      ),
    }));
}

function moduleSpecifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The relative imports between the server's own files (packages are left out). */
export function importEdges(files: SourceFile[]): ImportEdge[] {
  return files.flatMap(({ file, unit, source }) =>
    moduleSpecifiers(source)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => {
        const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        return { from: file, to, fromUnit: unit, toUnit: unitOf(to) };
      }),
  );
}

/** Imports that cross from one unit into another. */
export function crossUnitEdges(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => edge.fromUnit && edge.toUnit && edge.fromUnit !== edge.toUnit);
}

/** unit → the units it imports. */
export function unitGraph(edges: ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of crossUnitEdges(edges)) {
    const targets = graph.get(edge.fromUnit!) ?? new Set<string>();
    targets.add(edge.toUnit!);
    graph.set(edge.fromUnit!, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one unit (Tarjan): each is an import cycle. */
export function importCycles(graph: Map<string, Set<string>>): string[][] {
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((targets) => [...targets])]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) connect(node);
  return cycles.sort((a, b) => b.length - a.length);
}

/** Pairs of units that import each other. */
export function mutualPairs(graph: Map<string, Set<string>>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [from, targets] of graph)
    for (const to of targets) if (from < to && graph.get(to)?.has(from)) pairs.push([from, to]);
  return pairs.sort();
}

/** Imports of another unit's repository. */
export function foreignRepoImports(edges: ImportEdge[]): ImportEdge[] {
  return crossUnitEdges(edges).filter((edge) => /\.repo\.ts$/.test(edge.to));
}

/** Imports of another context's file other than its faces (policy.ts, facts.ts, index.ts at its root). */
export function faceViolations(edges: ImportEdge[]): ImportEdge[] {
  return crossUnitEdges(edges).filter((edge) => {
    if (!edge.toUnit!.startsWith('contexts/')) return false;
    return !FACE_FILES.has(edge.to.slice(edge.toUnit!.length + 1));
  });
}

const WRITE_CALL = /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-zA-Z_]+)/g;

/** table → the units whose files write it through Kysely. */
export function tableWriters(files: SourceFile[]): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const { unit, source } of files) {
    if (!unit) continue;
    for (const match of source.text.matchAll(WRITE_CALL)) {
      const units = writers.get(match[2]) ?? new Set<string>();
      units.add(unit);
      writers.set(match[2], units);
    }
  }
  return writers;
}

export interface FactoryCall {
  factory: string;
  file: string;
  /** The unit defining the factory. */
  definedIn: string | null;
}

/** A factory of a collaborator: create…() or …Deps(), as opposed to an operation such as createTraining(). */
const FACTORY_NAME = /^create[A-Z]\w*$|^\w+Deps$/;
const COLLABORATOR_NAME = /(Repo|Service|Gate|Deps)$/;

/** Whether a call builds a collaborator: from the database (create…(db)), or a repo, service or gate by name. */
function buildsCollaborator(call: ts.CallExpression, name: string) {
  return COLLABORATOR_NAME.test(name) || call.arguments.some((argument) => /\bdb\b/.test(argument.getText()));
}

/** Calls of the server's own collaborator factories, by the file that calls them (definitions left out). */
export function factoryCalls(files: SourceFile[]): FactoryCall[] {
  const definedIn = new Map<string, string | null>();
  for (const { unit, source } of files)
    source.forEachChild((node) => {
      if (ts.isFunctionDeclaration(node) && node.name && FACTORY_NAME.test(node.name.text))
        definedIn.set(node.name.text, unit);
      if (ts.isVariableStatement(node))
        for (const declaration of node.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && FACTORY_NAME.test(declaration.name.text))
            definedIn.set(declaration.name.text, unit);
    });
  const calls: FactoryCall[] = [];
  for (const { file, source } of files) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        if (definedIn.has(name) && buildsCollaborator(node, name))
          calls.push({ factory: name, file, definedIn: definedIn.get(name)! });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

/** Factory calls that build another unit's collaborator somewhere other than the composition root. */
export function foreignFactoryCalls(calls: FactoryCall[]): FactoryCall[] {
  return calls.filter(
    (call) =>
      !isCompositionFile(call.file) && call.definedIn !== null && call.definedIn !== unitOf(call.file),
  );
}

export interface FunctionSpan {
  file: string;
  name: string;
  lines: number;
}

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText();
  return '(anonymous)';
}

/** Every function of the product code with its length in lines. */
export function functionSpans(files: SourceFile[]): FunctionSpan[] {
  const spans: FunctionSpan[] = [];
  for (const { file, source } of files) {
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        spans.push({ file, name: functionName(node), lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return spans;
}

/** A closure that builds a service or a repo: a create…() factory. */
export const isServiceClosure = (span: FunctionSpan) => /^create[A-Z]/.test(span.name);

/** A context's two layers: its rules (policy.ts, facts.ts and what they import inside it) and its operations. */
export type Layer = 'rules' | 'operations';

const RULE_FACES = ['policy.ts', 'facts.ts'];

/** Each context file's layer: 'rules' when its policy or facts face reaches it inside the context. */
export function contextLayers(files: SourceFile[], edges: ImportEdge[]): Map<string, Layer> {
  const inside = new Map<string, string[]>();
  for (const edge of edges)
    if (edge.fromUnit && edge.fromUnit === edge.toUnit)
      inside.set(edge.from, [...(inside.get(edge.from) ?? []), edge.to]);
  const rules = new Set<string>();
  const pending = files
    .filter(({ file, unit }) => unit && RULE_FACES.some((face) => file === `${unit}/${face}`))
    .map(({ file }) => file);
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (rules.has(file)) continue;
    rules.add(file);
    pending.push(...(inside.get(file) ?? []));
  }
  return new Map(
    files
      .filter(({ unit }) => unit)
      .map(({ file }) => [file, rules.has(file) ? 'rules' : 'operations'] as const),
  );
}

/**
 * The graph between the contexts' layers ("contexts/a:rules" → "contexts/b:rules"): a context's operations may
 * use another's rules and operations, its rules only other rules, so a cycle here is a cycle between contexts
 * that no layering explains.
 */
export function layerGraph(files: SourceFile[], edges: ImportEdge[]): Map<string, Set<string>> {
  const layers = contextLayers(files, edges);
  const graph = new Map<string, Set<string>>();
  const node = (unit: string, file: string) => `${unit}:${layers.get(file) ?? 'operations'}`;
  for (const edge of edges) {
    if (!edge.fromUnit || !edge.toUnit) continue;
    const from = node(edge.fromUnit, edge.from);
    const to = node(edge.toUnit, edge.to);
    if (from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set<string>()).add(to));
  }
  return graph;
}

/** Imports from a context's rules into another context's file other than its policy or facts. */
export function rulesReachingOperations(files: SourceFile[], edges: ImportEdge[]): ImportEdge[] {
  const layers = contextLayers(files, edges);
  return crossUnitEdges(edges).filter(
    (edge) =>
      layers.get(edge.from) === 'rules' && !RULE_FACES.some((face) => edge.to === `${edge.toUnit}/${face}`),
  );
}
