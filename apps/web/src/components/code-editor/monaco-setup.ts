/**
 * Everything Monaco needs, bundled from the local package: the editor API, the syntax of the judge's
 * languages and the editor worker built by Vite. Imported only through loadMonaco(), so the editor's
 * megabytes are fetched when an editor first shows, never on other pages. No CDN loader is used.
 */
import * as monaco from 'monaco-editor/editor/editor.api.js';
import EditorWorker from 'monaco-editor/editor/editor.worker.js?worker';
import 'monaco-editor/languages/definitions/cpp/register.js';
import 'monaco-editor/languages/definitions/java/register.js';
import 'monaco-editor/languages/definitions/python/register.js';
import 'monaco-editor/languages/definitions/go/register.js';
import 'monaco-editor/languages/definitions/javascript/register.js';
import 'monaco-editor/languages/definitions/rust/register.js';
import 'monaco-editor/languages/definitions/csharp/register.js';
import 'monaco-editor/languages/definitions/php/register.js';
import 'monaco-editor/languages/definitions/ruby/register.js';

// The judge's languages need only the generic editor worker (no language services).
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

export { monaco };
