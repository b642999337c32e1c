import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/** Initializers worth marking: calls (schemas, helpers, `new Set(...)`); a literal or a function costs nothing. */
const CALLS = new Set(['CallExpression', 'NewExpression', 'ChainExpression']);

/**
 * The contract's schemas are built at module level (`export const body = z.object({...}).extend(...)`),
 * calls a bundler must keep unless told they have no side effects, and a pure mark on the first call of a
 * chain covers only that call. So each top-level `const` whose value is a call is rewritten to
 * `/* @__PURE__ *\/ (() => (value))()`: evaluated exactly as before where used, dropped where nothing reads
 * it. The browser uses the contract's constants and few schemas; the others, and zod with them, then leave
 * the pages that parse nothing (the first page among them). The contract's modules only declare, so
 * nothing of theirs is lost.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'judge:pure-contract-schemas',
    apply: 'build',
    transform: {
      filter: { id: /packages[\\/]contract[\\/]src[\\/][^?]*\.ts$/ },
      handler(code) {
        const program = this.parse(code) as unknown as { body: Node[] };
        const values: Node[] = [];
        for (const statement of program.body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const declarator of declaration.declarations ?? []) {
            if (declarator.init && CALLS.has(declarator.init.type)) values.push(declarator.init);
          }
        }
        if (values.length === 0) return null;
        let out = code;
        for (const value of values.sort((a, b) => b.start - a.start)) {
          out = `${out.slice(0, value.start)}/* @__PURE__ */ (() => (${out.slice(value.start, value.end)}))()${out.slice(value.end)}`;
        }
        return { code: out, map: null };
      },
    },
  };
}
