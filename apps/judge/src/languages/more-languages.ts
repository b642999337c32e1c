// The languages ICPC, DOMjudge and Codeforces users expect beyond the reference system's, each from a Debian
// package (apps/judge/debian-packages.txt; installed sizes in docs/judge.md). Same rules as table.ts: every one
// gets twice the problem's limits (only C and C++ run at 1x), a syntax check or compile that exits non-zero is a
// Compile Error, and JVM-based compilers get an explicit heap (they would size it from the host's RAM).
import type { CompileStep, LanguageDefinition } from './table.ts';

const NATIVE_RUN = { argv: ['/box/main'] };
/** The Kotlin runtime a compiled program needs (kotlinc's `-include-runtime` would copy it into every program). */
const KOTLIN_STDLIB = '/usr/share/java/kotlin-stdlib.jar';
const JVM_COMPILER_ENV = { JAVA_OPTS: '-Xmx768m -Xss16m -XX:+UseSerialGC', HOME: '/tmp' };

function compile(argv: string[], artifacts: string[], limits: Partial<CompileStep> = {}): CompileStep {
  return { argv, artifacts, cpuMs: 20000, wallMs: 40000, memoryMb: 1024, pids: 32, ...limits };
}

type Entry = Omit<LanguageDefinition, 'timeFactor' | 'memoryFactor' | 'aliases' | 'pids'> &
  Partial<Pick<LanguageDefinition, 'aliases' | 'pids'>>;

const doubled = (entry: Entry): LanguageDefinition => ({
  aliases: [],
  pids: 16,
  ...entry,
  timeFactor: 2,
  memoryFactor: 2,
});

export const moreLanguages: LanguageDefinition[] = [
  {
    name: 'Kotlin',
    extensions: ['.kt'],
    sourceName: 'main.kt',
    // Compiled to classes, and the class holding `main` run as DOMjudge finds it (DetectMain over the class files)
    // and Kattis names it (`foo.kt` -> `FooKt`), not the jar manifest's pick, which kotlinc leaves out for a `main`
    // in an `object` or for several files with one each. The file keeps its submitted name, hence its class's.
    keepsFileName: true,
    compile: compile(['/usr/bin/kotlinc', '-d', 'classes', '{source}'], ['classes'], {
      env: JVM_COMPILER_ENV,
      cpuMs: 90000,
      wallMs: 120000,
      memoryMb: 1536,
      pids: 128,
    }),
    run: {
      argv: [
        '/usr/bin/java',
        '-Xmx{memoryMb}m',
        '-Xss{stackMb}m',
        '-XX:+UseSerialGC',
        '-XX:TieredStopAtLevel=1',
        '-cp',
        `${KOTLIN_STDLIB}:/box/classes`,
        '{mainClass}',
      ],
    },
    mainClassFolder: 'classes',
    pids: 128,
    multiFileExtensions: ['.kt'],
    requires: ['/usr/bin/kotlinc', '/usr/bin/java', KOTLIN_STDLIB],
    contentType: 'text/x-kotlin',
    editorLanguage: 'kotlin',
    aPlusB:
      'fun main() {\n    val (a, b) = readLine()!!.trim().split(Regex("\\\\s+")).map { it.toLong() }\n    println(a + b)\n}\n',
  },
  {
    name: 'Haskell',
    extensions: ['.hs', '.lhs'],
    sourceName: 'main.hs',
    compile: compile(['/usr/bin/ghc', '-O2', '-outputdir', '/tmp/ghc', '-o', 'main', 'main.hs'], ['main'], {
      env: { HOME: '/tmp' },
      cpuMs: 60000,
      wallMs: 90000,
      memoryMb: 2048,
      pids: 64,
    }),
    run: NATIVE_RUN,
    requires: ['/usr/bin/ghc'],
    contentType: 'text/x-haskell',
    editorLanguage: 'plaintext',
    aPlusB:
      'main :: IO ()\nmain = do\n  [a, b] <- map read . words <$> getLine :: IO [Integer]\n  print (a + b)\n',
  },
  {
    name: 'Pascal',
    aliases: ['Free Pascal', 'FPC'],
    // DOMjudge's .p too; -Sg allows goto as DOMjudge's compile does. Units (`uses hello` -> hello.pp or hello.pas)
    // are found beside the program, which is the file that says `program` (submission-files.ts).
    extensions: ['.pas', '.pp', '.p'],
    sourceName: 'main.pas',
    compile: compile(['/usr/bin/fpc', '-O2', '-Sg', '-Xs', '-FE.', '-omain', 'main.pas'], ['main']),
    run: NATIVE_RUN,
    requires: ['/usr/bin/fpc'],
    contentType: 'text/x-pascal',
    editorLanguage: 'pascal',
    aPlusB: 'var a, b: int64;\nbegin\n  readln(a, b);\n  writeln(a + b);\nend.\n',
  },
  {
    name: 'Perl',
    extensions: ['.pl'],
    sourceName: 'main.pl',
    compile: compile(['/usr/bin/perl', '-c', 'main.pl'], ['main.pl'], {
      cpuMs: 5000,
      wallMs: 10000,
      memoryMb: 256,
    }),
    run: { argv: ['/usr/bin/perl', '/box/main.pl'] },
    keepSources: true,
    requires: ['/usr/bin/perl'],
    contentType: 'text/x-perl',
    editorLanguage: 'perl',
    aPlusB: 'my ($a, $b) = split " ", <STDIN>;\nprint $a + $b, "\\n";\n',
  },
  {
    name: 'Lua',
    extensions: ['.lua'],
    sourceName: 'main.lua',
    compile: compile(['/usr/bin/luac5.4', '-p', 'main.lua'], ['main.lua'], {
      cpuMs: 5000,
      wallMs: 10000,
      memoryMb: 256,
    }),
    run: { argv: ['/usr/bin/lua5.4', '/box/main.lua'] },
    keepSources: true,
    requires: ['/usr/bin/lua5.4', '/usr/bin/luac5.4'],
    contentType: 'text/x-lua',
    editorLanguage: 'lua',
    aPlusB: 'local a, b = io.read("n", "n")\nprint(math.tointeger(a + b) or a + b)\n',
  },
  {
    name: 'OCaml',
    extensions: ['.ml'],
    sourceName: 'main.ml',
    // Kattis links unix, str and bigarray into every program (its different.ml uses Str); flambda's -O2 is not in
    // Debian's compiler, which only warns about it. A module is compiled after the modules it uses, so the files
    // of a submission go to ocamlopt in the order `ocamldep -sort` gives, whatever order they came in; each keeps
    // its submitted name, which is its module's (`greeting.ml` is `Greeting`).
    compile: compile(
      [
        '/usr/bin/bash',
        '-c',
        'order=$(/usr/bin/ocamldep -sort "$@") && exec /usr/bin/ocamlopt -o main unix.cmxa str.cmxa bigarray.cmxa $order',
        'ocamlopt',
        '{source}',
      ],
      ['main'],
      { env: { HOME: '/tmp', TMPDIR: '/tmp' } },
    ),
    keepsFileName: true,
    multiFileExtensions: ['.ml', '.mli'],
    run: NATIVE_RUN,
    requires: ['/usr/bin/ocamlopt', '/usr/bin/ocamldep', '/usr/bin/bash'],
    contentType: 'text/x-ocaml',
    editorLanguage: 'plaintext',
    aPlusB: 'let () = Scanf.scanf " %d %d" (fun a b -> Printf.printf "%d\\n" (a + b))\n',
  },
  {
    name: 'Fortran',
    extensions: ['.f90', '.f95', '.f'],
    sourceName: 'main.f90',
    compile: compile(['/usr/bin/gfortran', '-O2', '-o', 'main', 'main.f90'], ['main']),
    run: NATIVE_RUN,
    requires: ['/usr/bin/gfortran'],
    contentType: 'text/x-fortran',
    editorLanguage: 'plaintext',
    aPlusB: 'program ab\n  integer(8) :: a, b\n  read(*, *) a, b\n  print "(I0)", a + b\nend program ab\n',
  },
  {
    name: 'Scala',
    extensions: ['.scala'],
    sourceName: 'main.scala',
    // scalac wants its output folder to exist (javac makes it).
    compile: compile(
      [
        '/usr/bin/bash',
        '-c',
        'mkdir -p classes && exec /usr/bin/scalac -encoding UTF-8 -d classes "$@"',
        'scalac',
        'main.scala',
      ],
      ['classes'],
      {
        env: JVM_COMPILER_ENV,
        cpuMs: 90000,
        wallMs: 120000,
        memoryMb: 1536,
        pids: 128,
      },
    ),
    // The object holding main is found in the compiled classes, whatever it is called (Kattis' Different.scala has
    // `object Different`); scala-library comes from the Debian package.
    run: {
      argv: [
        '/usr/bin/java',
        '-Xmx{memoryMb}m',
        '-Xss{stackMb}m',
        '-XX:+UseSerialGC',
        '-cp',
        '/usr/share/java/scala-library.jar:/box/classes',
        '{mainClass}',
      ],
    },
    mainClassFolder: 'classes',
    multiFileExtensions: ['.scala'],
    pids: 128,
    requires: ['/usr/bin/scalac', '/usr/bin/java', '/usr/share/java/scala-library.jar'],
    contentType: 'text/x-scala',
    editorLanguage: 'scala',
    aPlusB:
      'object Main {\n  def main(args: Array[String]): Unit = {\n    val Array(a, b) = scala.io.StdIn.readLine().trim.split("\\\\s+").map(_.toLong)\n    println(a + b)\n  }\n}\n',
  },
  {
    name: 'D',
    extensions: ['.d'],
    sourceName: 'main.d',
    compile: compile(['/usr/bin/gdc', '-O2', '-o', 'main', 'main.d'], ['main'], { memoryMb: 2048 }),
    run: NATIVE_RUN,
    requires: ['/usr/bin/gdc'],
    contentType: 'text/x-d',
    editorLanguage: 'plaintext',
    aPlusB:
      'import std.stdio;\n\nvoid main() {\n    long a, b;\n    readf(" %d %d", &a, &b);\n    writeln(a + b);\n}\n',
  },
  {
    name: 'Bash',
    aliases: ['Shell', 'sh'],
    extensions: ['.sh', '.bash'],
    sourceName: 'main.sh',
    compile: compile(['/usr/bin/bash', '-n', 'main.sh'], ['main.sh'], {
      cpuMs: 5000,
      wallMs: 10000,
      memoryMb: 256,
    }),
    run: { argv: ['/usr/bin/bash', '/box/main.sh'] },
    keepSources: true,
    pids: 64,
    requires: ['/usr/bin/bash'],
    contentType: 'text/x-sh',
    editorLanguage: 'shell',
    aPlusB: 'read a b\necho $((a + b))\n',
  },
  {
    name: 'AWK',
    extensions: ['.awk'],
    sourceName: 'main.awk',
    // awk has no syntax-only mode: the program is parsed and run on empty input (a syntax error exits 2).
    compile: compile(['/usr/bin/awk', '-f', 'main.awk', '/dev/null'], ['main.awk'], {
      cpuMs: 5000,
      wallMs: 10000,
      memoryMb: 256,
    }),
    run: { argv: ['/usr/bin/awk', '-f', '/box/main.awk'] },
    keepSources: true,
    requires: ['/usr/bin/awk'],
    contentType: 'text/x-awk',
    editorLanguage: 'plaintext',
    aPlusB: '{ print $1 + $2 }\n',
  },
  {
    name: 'Common Lisp',
    aliases: ['Lisp', 'SBCL'],
    extensions: ['.lisp', '.lsp', '.cl'],
    sourceName: 'main.lisp',
    // compile-file signals failure on errors; --non-interactive turns that into a non-zero exit.
    compile: compile(
      [
        '/usr/bin/sbcl',
        '--noinform',
        '--non-interactive',
        '--eval',
        '(unless (nth-value 2 (compile-file "main.lisp")) (sb-ext:exit :code 0))',
        '--eval',
        '(sb-ext:exit :code 1)',
      ],
      ['main.fasl'],
      { env: { HOME: '/tmp' }, memoryMb: 2048 },
    ),
    run: { argv: ['/usr/bin/sbcl', '--script', '/box/main.fasl'] },
    requires: ['/usr/bin/sbcl'],
    contentType: 'text/x-common-lisp',
    editorLanguage: 'plaintext',
    aPlusB: '(let ((a (read)) (b (read)))\n  (format t "~D~%" (+ a b)))\n',
  },
  {
    name: 'Prolog',
    aliases: ['SWI-Prolog'],
    // DOMjudge names Prolog .plg (its .pl is Perl); Kattis names it .pl. A .pl file is Prolog when it holds a
    // clause or directive (`main :-`, `:- module(...)`, `[kattio].`), which Perl code does not begin a line with.
    extensions: ['.plg', '.pro', '.prolog', '.pl'],
    contentPattern: /^(?:\s*:-|\s*[a-z]\w*\s*(?:\([^\n]*\))?\s*:-|\s*\[[a-z]\w*(?:\s*,\s*[a-z]\w*)*\]\s*\.)/m,
    sourceName: 'main.pl',
    // Every file is loaded and saved as one program whose goal is main/0, as Kattis (`swipl -g main -t halt -c
    // files`) and DOMjudge (qsave_program with goal main) build it: a helper file such as Kattis' kattio.pl is
    // loaded with the program. A syntax error is a non-zero exit under --on-error=status.
    compile: compile(
      [
        '/usr/bin/swipl',
        '--on-error=status',
        '-q',
        '-g',
        'main',
        '-t',
        'halt',
        '-o',
        'main',
        '-c',
        'main.pl',
      ],
      ['main'],
      { env: { HOME: '/tmp' }, memoryMb: 512 },
    ),
    run: { argv: ['/box/main'], env: { HOME: '/tmp' } },
    multiFileExtensions: ['.pl', '.plg', '.pro', '.prolog'],
    requires: ['/usr/bin/swipl'],
    contentType: 'text/x-prolog',
    editorLanguage: 'plaintext',
    aPlusB:
      'main :-\n    read_line_to_string(user_input, Line),\n    split_string(Line, " \\t", " \\t", Parts0),\n    exclude(==(""), Parts0, Parts),\n    maplist(number_string, [A, B], Parts),\n    C is A + B,\n    format("~d~n", [C]).\n',
  },
  {
    name: 'Ada',
    extensions: ['.adb', '.ads'],
    sourceName: 'main.adb',
    compile: compile(['/usr/bin/gnatmake', '-q', '-O2', 'main.adb', '-o', 'main'], ['main'], {
      memoryMb: 1024,
      pids: 32,
    }),
    run: NATIVE_RUN,
    requires: ['/usr/bin/gnatmake'],
    contentType: 'text/x-ada',
    editorLanguage: 'plaintext',
    aPlusB:
      'with Ada.Text_IO; with Ada.Long_Long_Integer_Text_IO;\nuse Ada.Text_IO; use Ada.Long_Long_Integer_Text_IO;\nprocedure Main is\n   A, B : Long_Long_Integer;\nbegin\n   Get (A); Get (B);\n   Put (A + B, Width => 0); New_Line;\nend Main;\n',
  },
  {
    name: 'R',
    extensions: ['.r', '.R'],
    sourceName: 'main.R',
    compile: compile(['/usr/bin/Rscript', '-e', 'invisible(parse("main.R"))'], ['main.R'], {
      cpuMs: 10000,
      wallMs: 20000,
      memoryMb: 512,
    }),
    run: { argv: ['/usr/bin/Rscript', '/box/main.R'] },
    openFiles: 256,
    keepSources: true,
    requires: ['/usr/bin/Rscript'],
    contentType: 'text/x-rsrc',
    editorLanguage: 'r',
    aPlusB:
      'x <- scan(file("stdin"), what = numeric(), quiet = TRUE)\ncat(format(x[1] + x[2], scientific = FALSE), "\\n", sep = "")\n',
  },
].map(doubled);
