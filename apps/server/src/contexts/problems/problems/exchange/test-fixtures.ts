/** Files in the formats other systems export, built in the tests (no fixture files to keep in sync). */

export const cdata = (text: string) => `<![CDATA[${text}]]>`;
export const fpsXml = (...items: string[]) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE fps PUBLIC "-//freeproblemset//An opensource XML standard for Algorithm Contest Problem Set//EN" "http://hustoj.com/fps.current.dtd">
<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">
<generator name="HUSTOJ" url="https://github.com/zhblue/hustoj/"/>
${items.join('\n')}
</fps>`,
  );

/** An FPS item; each child is written as HUSTOJ writes it (CDATA), the extra markup as given. */
export function fpsItem(title: string, extra: string) {
  return `<item>
<title>${cdata(title)}</title>
<description>${cdata('<p>Print a+b &amp; be <em>quick</em>.</p><p><img src="/upload/a.png" /></p>')}</description>
<input>${cdata('<p>Two integers.</p>')}</input>
<output>${cdata('<p>Their sum.</p>')}</output>
<sample_input>${cdata('1 2')}</sample_input>
<sample_output>${cdata('3')}</sample_output>
<sample_input>${cdata('2 2')}</sample_input>
<sample_output>${cdata('4')}</sample_output>
<hint>${cdata('')}</hint>
<source>${cdata('HUSTOJ classics')}</source>
${extra}
</item>`;
}

/** A problem.json as QDUOJ's ExportProblemAPI writes it, with overrides. */
export function qduojProblem(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    display_id: 'Q1000',
    title: 'A+B',
    description: { format: 'html', value: '<p>Add <strong>two</strong> numbers.</p>' },
    input_description: { format: 'html', value: '<p>a b</p>' },
    output_description: { format: 'markdown', value: 'The **sum**.' },
    hint: { format: 'html', value: '' },
    tags: ['math', ' basics '],
    test_case_score: [
      { score: 100, input_name: '1.in', output_name: '1.out' },
      { score: 100, input_name: '2.in', output_name: '2.out' },
    ],
    time_limit: 1000,
    memory_limit: 256,
    samples: [{ input: '1 2\r\n', output: '3' }],
    template: {
      'C++': { prepend: '#include <cstdio>', template: 'int add(int a, int b) { }', append: 'int main() {}' },
      COBOL: { prepend: '', template: 'begin end.', append: '' },
    },
    spj: null,
    rule_type: 'ACM',
    source: 'QDU',
    answers: [],
    ...overrides,
  });
}
