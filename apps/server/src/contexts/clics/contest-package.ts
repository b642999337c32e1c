import { stringify as yaml } from 'yaml';
import { API_INFORMATION } from './api-information.ts';
import { COLLECTION_TYPES } from './collection-types.ts';
import { viewedContest, type ContestView } from './contest-view.ts';
import { scoreboardOf } from './scoreboard.ts';

/** The files the spec lets humans write in YAML (Contest_Package.md "Package contents"), written in both forms. */
const YAML_TOO = ['contest', 'problems', 'accounts'] as const;

/** The reference to a problem's ICPC problem package, kept at `problems/<id>/package.zip`. */
const PROBLEM_PACKAGE = { filename: 'package.zip', mime: 'application/zip' };

/** Where a problem's package is in the zip (Contest_Package.md: `<endpoint>/<id>/<filename>`). */
export const problemPackagePath = (id: string) => `problems/${id}/${PROBLEM_PACKAGE.filename}`;

/** A file reference (JSON_Format.md "File reference") as the collections carry it. */
interface FileReference {
  href: string;
  filename: string;
}

/**
 * A contest as a contest package (Contest_Package.md): every file the API answers for it, under the names
 * the package format gives them (`api.json`, `contest.json`, `<endpoint>.json`, `event-feed.ndjson`; not
 * `access`), as this reader sees the contest; `contest.yaml`, `problems.yaml` and `accounts.yaml` beside their
 * JSON; and the files the organizations' references name (the schools' logos, given by `href` in `files`) at the
 * spec's path `organizations/<id>/<filename>`, so the package holds them (each reference keeps its href). The
 * problems whose ICPC problem package the zip holds (`packaged`: an admin's, at problemPackagePath) reference it
 * by `package`.
 */
export function contestPackage(
  view: ContestView,
  files: Map<string, Buffer> = new Map(),
  packaged: ReadonlySet<string> = new Set(),
): Map<string, string | Buffer> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const contest = viewedContest(view.scope);
  // A problem with its package in the zip references it (JSON_Format.md: `package`, one zip; no href, as the
  // package format allows for a file present in it), where the import looks for it.
  const problems = (view.collections.get('problems') ?? []).map((problem) =>
    packaged.has(problem.id) ? { ...problem, package: [PROBLEM_PACKAGE] } : problem,
  );
  const documents: Record<(typeof YAML_TOO)[number], unknown> = {
    contest,
    problems,
    accounts: view.collections.get('accounts') ?? [],
  };
  const pack = new Map<string, string | Buffer>([
    ['api.json', json(API_INFORMATION)],
    ['contest.json', json(contest)],
    ['state.json', json(view.state)],
    ['scoreboard.json', json(scoreboardOf(view))],
  ]);
  for (const type of COLLECTION_TYPES) pack.set(`${type}.json`, json(view.collections.get(type) ?? []));
  pack.set('problems.json', json(problems));
  for (const name of YAML_TOO) pack.set(`${name}.yaml`, yaml(documents[name]));
  pack.set(
    'event-feed.ndjson',
    view.feed.map((notification) => `${JSON.stringify(notification)}\n`).join(''),
  );
  for (const [path, reference] of referencedFiles(view)) {
    const content = files.get(reference.href);
    if (content) pack.set(path, content);
  }
  return pack;
}

/** The organizations' file references (their logos) by the path the package keeps each at. */
export function referencedFiles(view: ContestView): Map<string, FileReference> {
  const organizations = (view.collections.get('organizations') ?? []) as {
    id: string;
    logo?: FileReference[];
  }[];
  return new Map(
    organizations.flatMap((organization) =>
      (organization.logo ?? []).map((reference) => [
        `organizations/${organization.id}/${reference.filename}`,
        reference,
      ]),
    ),
  );
}
