import { parse as parseYaml } from 'yaml';
import { invalidField } from '../../../errors.ts';

/** The form field a contest package is uploaded in (Contest_API.md: `data`), named in every refusal. */
export const PACKAGE_FIELD = 'data';

/**
 * A contest package's files by their path in the package (Contest_Package.md): a zip of the folder, or of a
 * folder holding it (the spec recommends naming it after the contest): one top folder is taken off.
 */
export function packageFiles(zipFiles: Map<string, Buffer>): Map<string, Buffer> {
  const names = [...zipFiles.keys()];
  const tops = new Set(names.map((name) => (name.includes('/') ? name.split('/')[0] : '')));
  if (tops.size !== 1 || tops.has('')) return zipFiles;
  const top = `${[...tops][0]}/`;
  if (names.some((name) => name === top.slice(0, -1))) return zipFiles;
  return new Map([...zipFiles].map(([name, content]) => [name.slice(top.length), content]));
}

/**
 * A document of the package: `<name>.json`, or `<name>.yaml` where the spec allows it (contest, problems,
 * accounts); undefined when the package has neither. Malformed text is refused naming the file.
 */
export function packageDocument(files: Map<string, Buffer>, name: string, yamlAllowed: boolean): unknown {
  const json = files.get(`${name}.json`);
  if (json) return parseOrRefuse(`${name}.json`, () => JSON.parse(json.toString('utf8')));
  const yamlFile = yamlAllowed ? (files.get(`${name}.yaml`) ?? files.get(`${name}.yml`)) : undefined;
  if (yamlFile) return parseOrRefuse(`${name}.yaml`, () => parseYaml(yamlFile.toString('utf8')));
  return undefined;
}

function parseOrRefuse(file: string, parse: () => unknown): unknown {
  try {
    return parse();
  } catch (error) {
    throw invalidField(PACKAGE_FIELD, `${file}: ${(error as Error).message.split('\n')[0]}`);
  }
}
