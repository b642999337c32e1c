export type Monaco = typeof import('monaco-editor/editor/editor.api.js');

let loading: Promise<Monaco> | null = null;

/** Loads Monaco once, on first use (its chunk is large; most pages never need it). */
export function loadMonaco(): Promise<Monaco> {
  loading ??= import('./monaco-setup').then((module) => module.monaco);
  return loading;
}
