import { createStore, useStore } from '../../state/store';

export const EDITOR_THEMES = ['vs', 'vs-dark', 'hc-black'] as const;
export type EditorTheme = (typeof EDITOR_THEMES)[number];
export const FONT_SIZES = [12, 13, 14, 15, 16, 18, 20, 24] as const;
/** Spec 1-core §9: tab size 4, font 16 in the shared editor and 14 on the problem page, theme vs. */
export const TAB_SIZE = 4;
export const PROBLEM_PAGE_FONT_SIZE = 14;
export const DEFAULT_THEME: EditorTheme = 'vs';

export interface EditorSettings {
  theme: EditorTheme;
  /** null: the page's own default. */
  fontSize: number | null;
}

const STORAGE_KEY = 'codeEditorSettings';

function load(): EditorSettings {
  try {
    const stored = JSON.parse(
      globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null',
    ) as Partial<EditorSettings> | null;
    return {
      theme: EDITOR_THEMES.includes(stored?.theme as EditorTheme)
        ? (stored!.theme as EditorTheme)
        : DEFAULT_THEME,
      fontSize: typeof stored?.fontSize === 'number' ? stored.fontSize : null,
    };
  } catch {
    return { theme: DEFAULT_THEME, fontSize: null };
  }
}

/** Theme and font size follow the person from problem to problem, so they are kept once for all. */
export const editorSettingsStore = createStore<EditorSettings>(load());

export function updateEditorSettings(change: Partial<EditorSettings>) {
  const next = { ...editorSettingsStore.get(), ...change };
  editorSettingsStore.set(next);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode): the setting lasts for this tab.
  }
}

export const useEditorSettings = () => useStore(editorSettingsStore);
