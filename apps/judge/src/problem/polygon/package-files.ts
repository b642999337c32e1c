// The files a Polygon package's programs are built from: a program's source with its language, and the header
// resources (testlib.h, the setter's own headers) compiled beside checkers, interactors and generators.
import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { helperLanguageByExtension } from '../icpc/programs.ts';
import { PolygonPackageError, type PolygonProblem, type PolygonSource } from './problem-xml.ts';
import { languageOfSourceType } from './source-types.ts';

const HEADER = /\.(h|hh|hpp|h\+\+|inc)$/i;

/** A program the package names (`what` says which, for the error), read with the language it is compiled in. */
export function readProgram(
  dir: string,
  source: PolygonSource,
  what: string,
): { source: string; language: string } {
  const path = join(dir, source.path);
  if (!existsSync(path))
    throw new PolygonPackageError(`problem.xml names ${what} ${source.path}, which is not in the package`);
  const language =
    languageOfSourceType(source.type) ?? helperLanguageByExtension[extname(path).toLowerCase()];
  if (!language)
    throw new PolygonPackageError(
      `${source.path}: cannot tell the language of the ${what} (type "${source.type}")`,
    );
  return { source: readFileSync(path, 'utf8'), language };
}

/** The package's header resources by file name (its statement resources, `olymp.sty` and the like, left out). */
export function headerResources(dir: string, polygon: PolygonProblem): Record<string, string> {
  return Object.fromEntries(
    polygon.resources
      .filter((resource) => HEADER.test(resource.path) && existsSync(join(dir, resource.path)))
      .map((resource) => [basename(resource.path), readFileSync(join(dir, resource.path), 'utf8')]),
  );
}
