import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts what the first page runs into one chunk, `first-page`, instead of the dozens of small shared chunks
 * the automatic splitting makes of it: each request costs its headers (about 0.75 KB here) and is found only
 * once the chunk importing it has arrived. Issue 15's bench counts both.
 *
 * The members are the modules src/main.tsx imports statically, directly or not, found in the module graph
 * after it is built. Three barrels, antd's, the icons' and the contract's, are followed by the names the app's
 * own modules import from them: followed whole, they would bring every component, or every schema (and zod),
 * some later page uses. Left out:
 * - the drawing board's modules (draw/index.html, a page of its own, keeps its few kilobytes);
 * - a language's texts (src/i18n/bundle.*.ts) and all they import: i18n/index.ts awaits the active
 *   language's chunk at its top level, so that chunk must never import the first-page chunk, or each would
 *   wait for the other;
 * - zod, which loads only on pages that parse.
 * Each left-out set holds all its modules import, so no left-out chunk imports the first-page chunk.
 */
export function firstPageChunk(): Plugin {
  const members = new Set<string>();
  /** Names each of the app's modules imports from a barrel, by barrel package. */
  const barrelImports = new Map<string, Map<string, string[]>>();
  const BARRELS: Record<string, { index: RegExp; exports: () => Map<string, string> }> = {
    antd: {
      index: /node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
      exports: () => barrelExports('antd/es/index.js'),
    },
    '@judge/contract': {
      index: /packages[\\/]contract[\\/]src[\\/]index\.ts$/,
      exports: () => contractExports(),
    },
    '@ant-design/icons': {
      index: /node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
      exports: () => barrelExports('@ant-design/icons/es/icons/index.js'),
    },
  };
  let nodeModules = '';
  const exportsCache = new Map<string, Map<string, string>>();
  /** `export { default as Name } from './file'` lines of a barrel, as name → file path without extension. */
  function barrelExports(file: string) {
    const known = exportsCache.get(file);
    if (known) return known;
    const full = path.join(nodeModules, file);
    const map = new Map<string, string>();
    for (const [, name, target] of fs
      .readFileSync(full, 'utf8')
      .matchAll(/export \{ default as (\w+) \} from ['"](\.\/[\w-]+)['"]/g))
      map.set(name!, path.join(path.dirname(full), target!));
    exportsCache.set(file, map);
    return map;
  }

  let contractIndex = '';
  let contractMap: Map<string, string> | undefined;
  /** The contract's names (`export const|function|class X`, `export { X }`), by the module declaring them. */
  function contractExports() {
    if (contractMap) return contractMap;
    const map = new Map<string, string>();
    const read = (file: string) => {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, target] of code.matchAll(/export \* from ['"](\.[^'"]+)['"]/g))
        read(path.join(path.dirname(file), target!));
      for (const [, name] of code.matchAll(/export (?:const|let|function|class|enum|async function) (\w+)/g))
        map.set(name!, file);
      for (const [, list] of code.matchAll(/export \{([^}]*)\}(?! from)/g))
        for (const part of list!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (name && !name.startsWith('type ')) map.set(name, file);
        }
    };
    if (contractIndex) read(contractIndex);
    contractMap = map;
    return map;
  }

  return {
    name: 'judge:first-page-chunk',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]apps[\\/]web[\\/]src[\\/][^?]*\.tsx?$/ },
      handler(code, id) {
        const byBarrel = new Map<string, string[]>();
        for (const [, list, from] of code.matchAll(
          /import\s*\{([^}]*)\}\s*from\s*['"](antd|@ant-design\/icons|@judge\/contract)['"]/g,
        )) {
          const names = list!
            .split(',')
            .map((part) => part.trim())
            .filter((part) => part && !part.startsWith('type '))
            .map((part) => part.split(/\s+as\s+/)[0]!);
          byBarrel.set(from!, [...(byBarrel.get(from!) ?? []), ...names]);
        }
        if (byBarrel.size > 0) barrelImports.set(id, byBarrel);
        return null;
      },
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const antdIndex = ids.find((id) => BARRELS.antd!.index.test(id));
      if (!antdIndex) return;
      nodeModules = antdIndex.slice(0, antdIndex.search(/[\\/]antd[\\/]es[\\/]index\.js$/));
      contractIndex = ids.find((id) => BARRELS['@judge/contract']!.index.test(id)) ?? '';
      contractMap = undefined;
      const isBarrel = (id: string) => Object.values(BARRELS).some((barrel) => barrel.index.test(id));
      const byPath = new Map(ids.map((id) => [id.replace(/\.[cm]?js$/, '').replace(/[\\/]index$/, ''), id]));
      const closure = (roots: string[], followBarrels: boolean) => {
        const seen = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          const lazy = new Set(info?.dynamicallyImportedIds ?? []);
          for (const dep of info?.importedIds ?? []) {
            if (lazy.has(dep)) continue;
            if (!followBarrels && isBarrel(dep)) continue;
            pending.push(dep);
          }
          if (!followBarrels) {
            for (const [barrel, names] of barrelImports.get(id) ?? []) {
              const exported = BARRELS[barrel]!.exports();
              for (const name of names) {
                const target = byPath.get(exported.get(name) ?? '');
                if (target) pending.push(target);
                else this.warn(`first-page-chunk: ${barrel}'s ${name} (imported by ${id}) not found`);
              }
            }
          }
        }
        return seen;
      };
      const rooted = (pattern: RegExp) => ids.filter((id) => pattern.test(id));
      const excluded = closure(
        [
          ...rooted(/[\\/]src[\\/]draw[\\/]main\.ts$/),
          ...rooted(/[\\/]src[\\/]i18n[\\/]bundle\.[\w-]+\.ts$/),
        ],
        false,
      );
      members.clear();
      for (const id of closure(rooted(/[\\/]src[\\/]main\.tsx$/), false))
        if (!excluded.has(id) && !/node_modules[\\/]zod[\\/]/.test(id)) members.add(id);
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...splitting,
          groups: [
            ...(splitting.groups ?? []),
            {
              name: 'first-page',
              test: (id: string) => members.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}
