import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadMonaco, type Monaco } from './load-monaco';
import { TAB_SIZE } from './editor-settings';
import { changedSpan } from './text-edits';

type StandaloneEditor = ReturnType<Monaco['editor']['create']>;

export interface MonacoEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Monaco's language id (a language's `editorLanguage`). */
  language: string;
  theme: string;
  fontSize: number;
  readOnly?: boolean;
  /** 'fill' takes the free height of a flex column. */
  height: number | string | 'fill';
}

/** Monaco in a React component: created once, then kept in step with its props. */
export function MonacoEditor({
  value,
  onChange,
  language,
  theme,
  fontSize,
  readOnly,
  height,
}: MonacoEditorProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const editorRef = useRef<StandaloneEditor | null>(null);
  const monacoRef = useRef<Monaco | null>(null);
  const onChangeRef = useRef(onChange);
  const [ready, setReady] = useState(false);
  // Set from the editor's own change events, so echoing a value back does not move the cursor.
  const lastEmitted = useRef(value);
  const initial = useRef({ value, language, theme, fontSize, readOnly });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let disposed = false;
    void loadMonaco().then((monaco) => {
      if (disposed || !container.current) return;
      monacoRef.current = monaco;
      const options = initial.current;
      const editor = monaco.editor.create(container.current, {
        value: options.value,
        language: options.language,
        theme: options.theme,
        fontSize: options.fontSize,
        tabSize: TAB_SIZE,
        insertSpaces: true,
        readOnly: options.readOnly,
        automaticLayout: true,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        renderLineHighlight: options.readOnly ? 'none' : 'line',
        fixedOverflowWidgets: true,
      });
      editor.onDidChangeModelContent(() => {
        const next = editor.getValue();
        lastEmitted.current = next;
        onChangeRef.current?.(next);
      });
      editorRef.current = editor;
      setReady(true);
    });
    return () => {
      disposed = true;
      editorRef.current?.getModel()?.dispose();
      editorRef.current?.dispose();
      editorRef.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor && value !== lastEmitted.current && value !== editor.getValue()) {
      lastEmitted.current = value;
      // pushEditOperations keeps the change undoable (a reset can be undone with Ctrl+Z); replacing only the
      // span that differs keeps the cursor in place when the page corrects what was typed.
      const model = editor.getModel();
      if (model && !readOnly) {
        const span = changedSpan(model.getValue(), value);
        const from = model.getPositionAt(span.start);
        const to = model.getPositionAt(span.end);
        const range = {
          startLineNumber: from.lineNumber,
          startColumn: from.column,
          endLineNumber: to.lineNumber,
          endColumn: to.column,
        };
        editor.pushUndoStop();
        model.pushEditOperations([], [{ range, text: span.text }], () => null);
        editor.pushUndoStop();
      } else {
        editor.setValue(value);
      }
    }
  }, [value, ready, readOnly]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model && monacoRef.current) monacoRef.current.editor.setModelLanguage(model, language);
  }, [language, ready]);

  useEffect(() => {
    if (ready) monacoRef.current?.editor.setTheme(theme);
  }, [theme, ready]);

  useEffect(() => {
    editorRef.current?.updateOptions({ fontSize, readOnly });
  }, [fontSize, readOnly, ready]);

  return (
    <div
      className="monaco-editor-host"
      style={height === 'fill' ? { flex: '1 1 0', minHeight: 240 } : { height }}
      data-testid="code-editor"
    >
      {!ready && (
        <div className="monaco-editor-host__loading">
          <Spin tip={t('codeEditor.loading')}>
            <div style={{ width: 160, height: 60 }} />
          </Spin>
        </div>
      )}
      <div ref={container} style={{ height: '100%', width: '100%' }} data-ready={ready} />
    </div>
  );
}
