import { fpsFormat } from './fps.ts';
import { hojFormat } from './hoj.ts';
import { hydroFormat } from './hydro.ts';
import { qduojFormat } from './qduoj.ts';

export type { ImportedProblem, ProblemImportFormat } from './format.ts';
export { writeProblemZip, type ExportedProblem } from './hoj.ts';

/** The problem files the back office imports, by the name the import calls use. */
export const problemImportFormats = {
  hoj: hojFormat,
  qduoj: qduojFormat,
  fps: fpsFormat,
  hydro: hydroFormat,
} as const;
export type ProblemImportFormatName = keyof typeof problemImportFormats;
