import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../errors.ts';
import { readFpsXml } from './fps.ts';
import { cdata, fpsItem, fpsXml } from './test-fixtures.ts';

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('no error');
}

describe('FPS XML reader', () => {
  it('reads several items: units, HTML to Markdown, samples, paired tests, the old single-list form', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');
    const problems = readFpsXml(
      fpsXml(
        fpsItem(
          'A+B',
          `<time_limit unit="s">${cdata('1.500')}</time_limit>
<memory_limit unit="kb">${cdata('65536')}</memory_limit>
<test_input name="test_01">${cdata('1 2\r\n')}</test_input>
<test_output name="test_01">${cdata('3\r\n')}</test_output>
<test_input>${cdata('5 6\n')}</test_input>
<test_output>${cdata('11\n')}</test_output>
<template language="C++">${cdata('int main() {}')}</template>
<prepend language="C++">${cdata('#include <cstdio>')}</prepend>
<template language="COBOL">${cdata('begin end.')}</template>
<img><src>${cdata('/upload/a.png')}</src><base64>${cdata(png)}</base64></img>`,
        ),
        fpsItem(
          'Old style',
          `<time_limit unit="ms">${cdata('250')}</time_limit>
<memory_limit>${cdata('128')}</memory_limit>
<test_input>${cdata('1 1')}</test_input>
<test_input>${cdata('2')}</test_input>
<test_input>${cdata('2 3')}</test_input>
<test_input>${cdata('5')}</test_input>`,
        ),
        fpsItem(
          'No units',
          `<time_limit>${cdata('2')}</time_limit>
<memory_limit>${cdata('64')}</memory_limit>
<test_input>${cdata('0 0')}</test_input><test_output>${cdata('0')}</test_output>`,
        ),
      ),
    );
    expect(problems.map((p) => p.label)).toEqual(['item 1 (A+B)', 'item 2 (Old style)', 'item 3 (No units)']);
    const [first, old, bare] = problems;
    expect(first.body.problem).toMatchObject({
      problemId: 'FPS-1',
      title: 'A+B',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output><input>2 2</input><output>4</output>',
      source: 'HUSTOJ classics',
      timeLimit: 1500,
      memoryLimit: 64,
      type: 0,
      judgeMode: 'default',
    });
    expect(first.body.problem.description).toBe(
      `Print a+b & be _quick_.\n\n![](data:image/png;base64,${png})`,
    );
    expect(first.body.samples.map((s) => [s.inputName, s.outputName])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.out'],
    ]);
    expect(first.files.get('1.in')!.toString()).toBe('1 2\n');
    expect(first.files.get('1.out')!.toString()).toBe('3\n');
    expect(first.body.codeTemplates).toEqual([
      { language: 'C++', code: '#include <cstdio>\nint main() {}', status: true },
    ]);
    expect(old.body.problem).toMatchObject({ problemId: 'FPS-2', timeLimit: 250, memoryLimit: 128 });
    expect(Object.fromEntries([...old.files].map(([name, content]) => [name, content.toString()]))).toEqual({
      '1.in': '1 1',
      '1.out': '2',
      '2.in': '2 3',
      '2.out': '5',
    });
    expect(bare.body.problem).toMatchObject({ timeLimit: 2000, memoryLimit: 64 });
  });

  it("keeps [md] parts as Markdown and records a HUSTOJ special judge as HUSTOJ's checker dialect", () => {
    const [problem] = readFpsXml(
      fpsXml(
        fpsItem(
          'Spj',
          `<time_limit>${cdata('1')}</time_limit>
<test_input>${cdata('1')}</test_input><test_output>${cdata('1')}</test_output>
<spj language="C">${cdata('int main(int argc, char **argv) { return 0; }')}</spj>`,
        ).replace('<p>Two integers.</p>', '[md]**Two** integers: $a, b$[/md]'),
      ),
    );
    expect(problem.body.problem.input).toBe('**Two** integers: $a, b$');
    expect(problem.body.problem).toMatchObject({ judgeMode: 'spj', spjLanguage: 'C' });
    const source = 'int main(int argc, char **argv) { return 0; }';
    expect(problem.body.problem.spjCode).toBe(source);
    expect(problem.profile).toEqual({ checker: { kind: 'hustoj', source, language: 'C', args: [] } });
  });

  it("reads HUSTOJ's DOCTYPE as nothing, declarations quoted in CDATA or comments as text, &lt; as <", () => {
    const quoted = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>';
    const [problem] = readFpsXml(
      fpsXml(
        `<!-- ${quoted} -->`,
        fpsItem(
          'Quoted',
          `<test_input>${cdata(quoted)}</test_input><test_output>a &lt; b &amp;&amp; c</test_output>`,
        ),
      ),
    );
    expect(problem.files.get('1.in')?.toString()).toBe(quoted);
    expect(problem.files.get('1.out')?.toString()).toBe('a < b && c');
  });

  it.each([
    ['<!DOCTYPE fps [<!ENTITY e "x">]><fps/>', '<!DOCTYPE'],
    ['<fps><!ENTITY e SYSTEM "file:///etc/passwd"></fps>', '<!ENTITY'],
    [
      `${fpsXml().toString()}<!DOCTYPE fps PUBLIC "-//freeproblemset//x" "http://hustoj.com/a.dtd">`,
      '<!DOCTYPE',
    ],
  ])('refuses a declaration: %s', (xml, declaration) => {
    expect(errorOf(() => readFpsXml(Buffer.from(xml), 'up.xml'))).toContain(
      `up.xml: declares a DOCTYPE or entity (${declaration}`,
    );
  });

  it.each([
    ['<fps><item>', 'not valid XML'],
    ['<problems></problems>', 'root element must be <fps>'],
    ['<fps version="1.2"></fps>', 'holds no <item>'],
  ])('refuses %s', (xml, message) => {
    expect(errorOf(() => readFpsXml(Buffer.from(xml)))).toContain(message);
  });

  it.each([
    [`<title>${cdata(' ')}</title>`, 'item 2: <title> is missing'],
    [
      fpsItem('Odd', `<test_input>${cdata('1')}</test_input>`).replace(/^<item>|<\/item>$/g, ''),
      'item 2 (Odd): 1 <test_input> and no <test_output>',
    ],
    [
      fpsItem(
        'Unpaired',
        `<test_input>${cdata('1')}</test_input><test_input>${cdata('1')}</test_input><test_output>${cdata('1')}</test_output>`,
      ).replace(/^<item>|<\/item>$/g, ''),
      'item 2 (Unpaired): 2 <test_input> but 1 <test_output>',
    ],
    [fpsItem('No tests', '').replace(/^<item>|<\/item>$/g, ''), 'item 2 (No tests): no test data'],
    [
      fpsItem(
        'Slow',
        `<time_limit unit="min">${cdata('1')}</time_limit><test_input>1</test_input><test_output>1</test_output>`,
      ).replace(/^<item>|<\/item>$/g, ''),
      'item 2 (Slow): <time_limit>',
    ],
  ])('names the bad item: %#', (inner, message) => {
    const good = fpsItem(
      'Good',
      `<test_input>${cdata('1')}</test_input><test_output>${cdata('1')}</test_output>`,
    );
    expect(errorOf(() => readFpsXml(fpsXml(good, `<item>${inner}</item>`)))).toContain(message);
  });
});
