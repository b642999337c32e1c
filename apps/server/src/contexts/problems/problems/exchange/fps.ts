import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { invalidField } from '../../../../errors.ts';
import {
  ALL_LANGUAGES,
  dialectChecker,
  examplesOf,
  htmlToMarkdown,
  ourLanguage,
  toSaveBody,
  toUnixLines,
  type ImportedProblem,
  type ProblemImportFormat,
} from './format.ts';

/**
 * FPS, the Free Problem Set XML of HUSTOJ and others (zhblue/freeproblemset;
 * ../shared/reference/problem-formats.md §1): `<fps><item>…</item>*</fps>`, every value CDATA.
 * FPS problems have no id: they are numbered FPS-1, FPS-2, … here and the import gives them the
 * next free FPS-<n> ids. Field mapping: docs/api.md "Problem import and export".
 */
export const FPS_ID_PREFIX = 'FPS-';

/** An element's text and attributes, as the parser gives them (`#text` beside the attributes). */
type XmlNode = string | { '#text'?: string | number; [attribute: string]: unknown };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  // Values stay strings as written (limits like `1.000`, test data like `007`).
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Every child of an item may repeat (sample pairs, test pairs, templates per language, images).
  jPath: true,
  isArray: (_name, jpath, _isLeaf, isAttribute) =>
    !isAttribute && /^fps\.item(\.[^.]+)?$/.test(String(jpath)),
  // Only XML's five predefined entities (&lt; and the like) are decoded: the text handed to the parser holds no
  // DOCTYPE (withoutDeclarations), so no entity can be declared, let alone read from a file or nested.
  processEntities: true,
});

/**
 * The DOCTYPE HUSTOJ writes into every export: a public id and the DTD's address, which nothing fetches. It
 * declares no entity (no internal subset), so it is cut out; any other declaration is refused.
 */
const HUSTOJ_DOCTYPE =
  /^<!DOCTYPE\s+fps\s+PUBLIC\s+"-\/\/freeproblemset\/\/[^"<>[\]]*"\s+"https?:\/\/[^"<>[\]]*"\s*>/;

/** Where the text after `from` first holds `end`, past it; the text's end when it never does. */
const skipPast = (text: string, end: string, from: number) => {
  const at = text.indexOf(end, from);
  return at < 0 ? text.length : at + end.length;
};

/**
 * The XML without HUSTOJ's DOCTYPE, or a 400 naming the file for any other markup declaration (`<!DOCTYPE`,
 * `<!ENTITY`, ...) anywhere outside CDATA and comments: an external entity reads the server's files, nested
 * ones multiply a few bytes into gigabytes, and the parser reads a DOCTYPE wherever it stands.
 */
function withoutDeclarations(text: string, fileName: string): string {
  let hustojDoctype: { start: number; end: number } | null = null;
  for (let at = text.indexOf('<!'); at >= 0; at = text.indexOf('<!', at)) {
    if (text.startsWith('<![CDATA[', at)) at = skipPast(text, ']]>', at);
    else if (text.startsWith('<!--', at)) at = skipPast(text, '-->', at + 4);
    else {
      const doctype: RegExpExecArray | null = hustojDoctype
        ? null
        : HUSTOJ_DOCTYPE.exec(text.slice(at, at + 512));
      if (!doctype)
        throw invalidField(
          'file',
          `${fileName}: declares a DOCTYPE or entity (${text.slice(at, at + 9)}…); FPS files need none but HUSTOJ's own DOCTYPE`,
        );
      hustojDoctype = { start: at, end: at + doctype[0].length };
      at = hustojDoctype.end;
    }
  }
  return hustojDoctype ? text.slice(0, hustojDoctype.start) + text.slice(hustojDoctype.end) : text;
}

const textOf = (node: XmlNode | undefined): string =>
  node === undefined ? '' : typeof node === 'string' ? node : String(node['#text'] ?? '');
const attributeOf = (node: XmlNode | undefined, name: string): string | undefined =>
  node === undefined || typeof node === 'string' ? undefined : (node[`@${name}`] as string | undefined);

type Item = Record<string, XmlNode[] | undefined>;

export function readFpsXml(xml: Buffer, fileName = 'the FPS file'): ImportedProblem[] {
  const text = withoutDeclarations(xml.toString('utf8').replace(/^\uFEFF/, ''), fileName);
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw invalidField(
      'file',
      `${fileName}: not valid XML: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
    );
  const document = parseXml(text, fileName);
  if (document.fps === undefined)
    throw invalidField('file', 'not an FPS file: the root element must be <fps>');
  const items = typeof document.fps === 'string' ? [] : (document.fps.item ?? []);
  if (items.length === 0) throw invalidField('file', 'the FPS file holds no <item>');
  return items.map((item, index) => readItem(item, index + 1));
}

/** The parsed document; whatever the parser still refuses is a 400 naming the file, never a 500. */
function parseXml(text: string, fileName: string): { fps?: { item?: Item[] } | string } {
  try {
    return parser.parse(text) as { fps?: { item?: Item[] } | string };
  } catch (error) {
    throw invalidField('file', `${fileName}: not valid XML: ${(error as Error).message}`);
  }
}

/** `1.5` s, `1000` ms, or a bare number in seconds (FPS 1.1) → milliseconds. */
function timeLimitMs(node: XmlNode | undefined, label: string): number {
  if (node === undefined) return 1000;
  const value = Number(textOf(node).trim());
  const unit = (attributeOf(node, 'unit') ?? 's').trim().toLowerCase();
  if (!Number.isFinite(value) || value <= 0 || (unit !== 's' && unit !== 'ms'))
    throw invalidField('file', `${label}: <time_limit> must be a positive number of s or ms`);
  return Math.max(1, Math.round(unit === 's' ? value * 1000 : value));
}

/** `128` mb, `131072` kb, or a bare number in MB → MB (rounded up, so nothing gets less memory). */
function memoryLimitMb(node: XmlNode | undefined, label: string): number {
  if (node === undefined) return 256;
  const value = Number(textOf(node).trim());
  const unit = (attributeOf(node, 'unit') ?? 'mb').trim().toLowerCase();
  if (!Number.isFinite(value) || value <= 0 || (unit !== 'mb' && unit !== 'kb'))
    throw invalidField('file', `${label}: <memory_limit> must be a positive number of mb or kb`);
  return Math.max(1, Math.ceil(unit === 'kb' ? value / 1024 : value));
}

/** Pictures travel as `<img><src>original URL</src><base64>…</base64></img>`: inlined as data: URLs. */
function inlineImages(html: string, item: Item): string {
  let result = html;
  for (const image of item.img ?? []) {
    if (typeof image === 'string') continue;
    const child = (name: string) => {
      const node = image[name] as XmlNode | XmlNode[] | undefined;
      return textOf(Array.isArray(node) ? node[0] : node);
    };
    const src = child('src').trim();
    const base64 = child('base64').replace(/\s+/g, '');
    if (!src || !base64) continue;
    const bytes = Buffer.from(base64, 'base64');
    const type = imageType(bytes, src);
    result = result.split(src).join(`data:${type};base64,${base64}`);
  }
  return result;
}

function imageType(bytes: Buffer, src: string): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (bytes.subarray(0, 3).toString('latin1') === 'GIF') return 'image/gif';
  if (/\.svg$/i.test(src)) return 'image/svg+xml';
  if (/\.webp$/i.test(src)) return 'image/webp';
  return 'application/octet-stream';
}

function readItem(item: Item, number: number): ImportedProblem {
  const title = textOf(item.title?.[0]).trim();
  if (!title) throw invalidField('file', `item ${number}: <title> is missing or empty`);
  const label = `item ${number} (${title})`;
  const html = (name: string) => htmlToMarkdown(inlineImages(textOf(item[name]?.[0]), item));

  // Test data: test_input/test_output pairs in document order; older HUSTOJ exports have no
  // test_output and write each output as the test_input after its input.
  const inputs = (item.test_input ?? []).map(textOf);
  let outputs = (item.test_output ?? []).map(textOf);
  let testInputs = inputs;
  if (outputs.length === 0 && inputs.length > 0) {
    if (inputs.length % 2 === 1)
      throw invalidField(
        'file',
        `${label}: ${inputs.length} <test_input> and no <test_output>: an old-style file alternates input and output, so the count must be even`,
      );
    testInputs = inputs.filter((_, i) => i % 2 === 0);
    outputs = inputs.filter((_, i) => i % 2 === 1);
  }
  if (testInputs.length === 0)
    throw invalidField('file', `${label}: no test data (<test_input> and <test_output>)`);
  if (testInputs.length !== outputs.length)
    throw invalidField(
      'file',
      `${label}: ${testInputs.length} <test_input> but ${outputs.length} <test_output>; they pair in order`,
    );
  const files = new Map<string, Buffer>();
  const samples = testInputs.map((input, i) => {
    files.set(`${i + 1}.in`, Buffer.from(toUnixLines(input)));
    files.set(`${i + 1}.out`, Buffer.from(toUnixLines(outputs[i])));
    return { inputName: `${i + 1}.in`, outputName: `${i + 1}.out`, score: 0 };
  });

  const sampleInputs = (item.sample_input ?? []).map(textOf);
  const sampleOutputs = (item.sample_output ?? []).map(textOf);
  const examples = sampleInputs.map((input, i) => ({ input, output: sampleOutputs[i] ?? '' }));

  // A HUSTOJ special judge (<spj>, `spj input answer user_output`, exit 0 AC) or a testlib checker (<tpj>,
  // `chk input user answer`). The HUSTOJ one runs by HUSTOJ's convention, recorded in the judge profile.
  const hustojSpj = item.spj?.[0];
  const special = hustojSpj ?? item.tpj?.[0];
  let judgeMode = 'default';
  let spjCode = '';
  let spjLanguage = 'C';
  let profile: ImportedProblem['profile'];
  if (special !== undefined && textOf(special).trim()) {
    const written = attributeOf(special, 'language') ?? 'C++';
    const language = ourLanguage(written);
    if (!language)
      throw invalidField('file', `${label}: the special judge's language ${written} is not available here`);
    judgeMode = 'spj';
    spjLanguage = language;
    spjCode = toUnixLines(textOf(special));
    if (hustojSpj !== undefined) profile = dialectChecker('hustoj', spjCode, language);
  }

  // prepend / template / append per language: our judge runs the user's code as it is, so the
  // editor's template is the whole program (the three parts in order).
  const parts = new Map<string, string[]>();
  for (const part of ['prepend', 'template', 'append'])
    for (const node of item[part] ?? []) {
      const language = ourLanguage(attributeOf(node, 'language') ?? '');
      const code = toUnixLines(textOf(node));
      if (language && code.trim()) parts.set(language, [...(parts.get(language) ?? []), code]);
    }
  const codeTemplates = [...parts].map(([language, codes]) => ({
    language,
    code: codes.join('\n'),
    status: true,
  }));
  const body = toSaveBody(label, {
    problem: {
      problemId: `${FPS_ID_PREFIX}${number}`,
      title,
      description: html('description'),
      input: html('input') || '-',
      output: html('output') || '-',
      examples: examplesOf(examples),
      hint: html('hint'),
      // Sources are often long lists of tags; the column holds 255 characters.
      source: textOf(item.source?.[0]).trim().slice(0, 255),
      timeLimit: timeLimitMs(item.time_limit?.[0], label),
      memoryLimit: memoryLimitMb(item.memory_limit?.[0], label),
      type: 0,
      judgeMode,
      spjCode,
      spjLanguage,
    },
    samples,
    isUploadTestCase: true,
    languages: ALL_LANGUAGES,
    tags: [],
    codeTemplates,
    changeCases: true,
  });
  return { body, files, label, profile };
}

export const fpsFormat: ProblemImportFormat = {
  name: 'FPS',
  extensions: ['xml'],
  generatesIds: { idPrefix: FPS_ID_PREFIX },
  read: readFpsXml,
};
