import type { LanguageView } from '@judge/contract';
import { languageTable, type LanguageDefinition } from '@judge/judge';

/** A+B in each language family: the help page's example and the editor's default for new code. */
const A_PLUS_B: Record<string, string> = {
  c: '#include <stdio.h>\n\nint main() {\n    int a, b;\n    scanf("%d %d", &a, &b);\n    printf("%d\\n", a + b);\n    return 0;\n}\n',
  cpp: '#include <iostream>\nusing namespace std;\n\nint main() {\n    int a, b;\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n',
  java: 'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        int a = in.nextInt(), b = in.nextInt();\n        System.out.println(a + b);\n    }\n}\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
  go: 'package main\n\nimport "fmt"\n\nfunc main() {\n    var a, b int\n    fmt.Scan(&a, &b)\n    fmt.Println(a + b)\n}\n',
  javascript:
    "const lines = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(lines[0] + lines[1]);\n",
  rust: 'use std::io::*;\n\nfn main() {\n    let mut s = String::new();\n    stdin().read_to_string(&mut s).unwrap();\n    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n    println!("{}", v[0] + v[1]);\n}\n',
  csharp:
    'using System;\n\npublic class Program {\n    public static void Main() {\n        var p = Console.ReadLine().Split();\n        Console.WriteLine(int.Parse(p[0]) + int.Parse(p[1]));\n    }\n}\n',
  php: '<?php\n[$a, $b] = array_map("intval", preg_split("/\\s+/", trim(stream_get_contents(STDIN))));\necho $a + $b, PHP_EOL;\n',
  ruby: 'a, b = STDIN.read.split.map(&:to_i)\nputs a + b\n',
};

function familyOf(language: LanguageDefinition): string {
  const name = language.name.toLowerCase();
  if (name.startsWith('c++')) return 'cpp';
  if (name === 'c' || name.startsWith('c with')) return 'c';
  if (name.startsWith('java') && !name.startsWith('javascript')) return 'java';
  if (name.includes('python') || name.includes('pypy')) return 'python';
  if (name === 'golang') return 'go';
  if (name.startsWith('javascript')) return 'javascript';
  if (name === 'c#') return 'csharp';
  return name;
}

/** The source file name as users write it (Java's is named after its public class, Main here). */
const sourceFileOf = (language: LanguageDefinition) => language.sourceName.replace('{mainClass}', 'Main');

/** The source file's name for a language by its name (`Main.java`); a language the judge lost, a text file. */
export function sourceFileName(languageName: string): string {
  const language = languageTable.find((known) => known.name === languageName);
  return language ? sourceFileOf(language) : 'source.txt';
}

/** Monaco's language id for the editor (the spec's contentType is the MIME-like name). */
const MONACO_IDS: Record<string, string> = {
  c: 'c',
  cpp: 'cpp',
  java: 'java',
  python: 'python',
  go: 'go',
  javascript: 'javascript',
  rust: 'rust',
  csharp: 'csharp',
  php: 'php',
  ruby: 'ruby',
};

export type { LanguageView };

/** Every language of the judge's table, with whether this installation's judge can run it. */
export function languageCatalogue(availability?: Map<string, string | null>): LanguageView[] {
  return languageTable.map((language, index) => {
    const family = familyOf(language);
    const reason = availability
      ? availability.has(language.name)
        ? availability.get(language.name)!
        : 'no judge is connected'
      : null;
    return {
      id: index + 1,
      name: language.name,
      description: (language.compile ? language.compile.argv : language.run.argv)
        .map((arg) => arg.replace(/^\/usr\/bin\//, '').replace('{source}', sourceFileOf(language)))
        .join(' '),
      contentType: language.contentType,
      editorLanguage: MONACO_IDS[family] ?? language.editorLanguage ?? 'plaintext',
      codeTemplate: A_PLUS_B[family] ?? language.aPlusB ?? '',
      compileCommand: language.compile
        ? language.compile.argv.map((arg) => arg.replace('{source}', sourceFileOf(language))).join(' ')
        : null,
      isSpj: family === 'c' || family === 'cpp',
      oj: 'ME',
      enabled: reason === null,
      disabledReason: reason,
    };
  });
}

/** The skeleton put in the editor when a problem has no template (spec 1-core §2.7: C++ gets a main program). */
export const CPP_SKELETON =
  '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    \n    return 0;\n}\n';
