// A legacy scoring package's data/ as DOMjudge grades it (ImportProblemService::parseTestCaseGroupMeta and
// SubmissionService::maybeSetScoringResult):
// - only a folder with its own testdata.yaml (or test_group.yaml) is a group; its parent is its folder's parent
//   when that is a group too; nothing is inherited;
// - a group of cases is worth `accept_score` when every case is accepted (0 otherwise), unless the validator
//   scored its cases: then their score.txt values aggregate, a wrong answer's included;
// - a group of subgroups aggregates its subgroups (`grader_flags`: sum, avg, min or max) and ignores cases of its
//   own; `ignore_sample` leaves data/sample out;
// - the verdict is the first rejection's; judging stops at a rejection only where no group above goes on.
// Cases that belong to no counted group (usually the samples) are still judged, first, but count for nothing.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { IcpcGroup } from '@judge/contract';
import { flagWords } from '../../checkers/index.ts';
import { byName, caseFiles, defaults, groupFile, scoreRange, strip, type Walk } from './testdata-tree.ts';
import { invalid } from './unsupported.ts';

type YamlObject = Record<string, unknown>;

/** A folder of data/ as read: its own group file (if any), its cases and its subfolders. */
interface Folder {
  dir: string;
  config?: YamlObject;
  cases: number[];
  folders: Folder[];
}

function readFolder(walk: Walk, dir: string): Folder {
  const folder: Folder = { dir, config: groupFile(dir)?.config, cases: [], folders: [] };
  for (const entry of readdirSync(dir).sort(byName)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!entry.endsWith('.files')) folder.folders.push(readFolder(walk, path));
    } else if (entry.endsWith('.in')) {
      walk.cases.push(caseFiles(walk, dir, entry.slice(0, -3), []));
      folder.cases.push(walk.cases.length - 1);
    }
  }
  return folder;
}

const allCases = (folder: Folder): number[] => [...folder.cases, ...folder.folders.flatMap(allCases)];

function aggregationOf(config: YamlObject, where: string): IcpcGroup['aggregation'] {
  let aggregation: IcpcGroup['aggregation'] = 'sum';
  // DOMjudge reads sum, avg, min, max and ignore_sample, and warns about any other flag.
  for (const flag of flagWords(config.grader_flags))
    if (flag === 'sum' || flag === 'avg' || flag === 'min' || flag === 'max') aggregation = flag;
  const accept = config.accept_score;
  if (accept !== undefined && !(Number(accept) >= 0)) invalid(`${where}: accept_score must not be negative`);
  if (config.range !== undefined) scoreRange(config.range, where);
  return aggregation;
}

function group(walk: Walk, folder: Folder, goesOn: boolean, uncounted: number[]): IcpcGroup {
  const config = folder.config ?? {};
  const name = relative(walk.dataDir, folder.dir) || 'data';
  const continues = goesOn || config.on_reject === 'continue';
  const ignoreSample = flagWords(config.grader_flags).includes('ignore_sample');
  const subgroups = folder.folders.filter((sub) => {
    const counted = sub.config !== undefined && !(ignoreSample && sub.dir === join(walk.dataDir, 'sample'));
    if (!counted) uncounted.push(...allCases(sub));
    return counted;
  });
  const settings = {
    ...strip(defaults),
    onReject: continues ? ('continue' as const) : ('break' as const),
    verdictMode: 'first_error' as const,
    aggregation: aggregationOf(config, `${name}/testdata.yaml`),
    acceptScore: Number(config.accept_score ?? 0),
    scoredAsGroup: true,
  };
  if (subgroups.length === 0)
    return { name, items: folder.cases.map((index) => ({ case: index })), ...settings };
  uncounted.push(...folder.cases);
  return {
    name,
    items: subgroups.map((sub) => ({ group: group(walk, sub, continues, uncounted) })),
    ...settings,
  };
}

/** The tree of data/ (which has a testdata.yaml) as DOMjudge grades it. */
export function domjudgeTree(walk: Walk, rootConfig: YamlObject): IcpcGroup {
  const root = readFolder(walk, walk.dataDir);
  const uncounted: number[] = [];
  const counted = group(walk, root, false, uncounted);
  if (rootConfig.range !== undefined) scoreRange(rootConfig.range, 'data/testdata.yaml');
  const tree: IcpcGroup = { ...counted, scoresOnReject: true };
  if (uncounted.length === 0) return tree;
  uncounted.sort((a, b) => a - b);
  // The root's first item is judged and ignored (ignoreSample), the second alone gives verdict and score.
  return {
    ...tree,
    name: 'data',
    items: [
      {
        group: {
          ...strip(defaults),
          name: 'not counted',
          onReject: 'continue',
          acceptScore: 0,
          items: uncounted.map((index) => ({ case: index })),
        },
      },
      { group: { ...counted, name: 'data (counted)' } },
    ],
    onReject: 'continue',
    verdictMode: 'first_error',
    ignoreSample: true,
    aggregation: 'sum',
    scoredAsGroup: false,
  };
}
