import { moreLanguages } from './more-languages.ts';

// Every language the judge knows, as data. Names follow the reference system (HOJ) so that submissions coming
// from the server match; commands are absolute paths inside the box. Placeholders in argv:
//   {source}  the source file name        {mainClass}  Java's public class
//   {memoryMb} the run's memory limit      {stackMb}   the run's stack limit
// Compile limits: CPU / wall / memory per hoj-languages.tsv, raised where a toolchain needs it (javac's JVM,
// a cold `go build`), with process counts for compilers that fork or spawn threads.

export interface CompileStep {
  argv: string[];
  env?: Record<string, string>;
  cpuMs: number;
  wallMs: number;
  memoryMb: number;
  pids: number;
  /** Files (exact names, or `*.ext` globs) kept from the box after a successful compile. */
  artifacts: string[];
}

export interface LanguageDefinition {
  name: string;
  aliases: string[];
  /** The extension used to infer the language from a file name (first matching language wins). */
  extensions: string[];
  /** Source file name in the box; Java's is derived from its public class. */
  sourceName: string;
  compile?: CompileStep;
  run: { argv: string[]; env?: Record<string, string> };
  /** The problem's time limit is multiplied by this for the language (slow runtimes). */
  timeFactor: number;
  /** The problem's memory limit is multiplied by this for the cgroup (runtimes with a large baseline). */
  memoryFactor: number;
  pids: number;
  /** Executables that must exist for the language to be enabled. */
  requires: string[];
  /** Multi-file submissions: the other sources with these extensions are compiled with the main one. */
  multiFileExtensions?: string[];
  /** Multi-file submissions: the run needs every source file (interpreters), not only the main one. */
  keepSources?: boolean;
  /** Content type of the code editor (the spec's Language.contentType). */
  contentType: string;
  /** Open files a run may hold (default 64): R refuses to start below 128. */
  openFiles?: number;
  /** The language an ICPC package's submission in this one is judged in, when this host has it: the one DOMjudge
   * and Kattis run (both run Python 3 with PyPy3, whose speed and recursion the packages' verdicts assume). */
  packageToolsLanguage?: string;
  /** JVM languages: the folder of compiled classes searched for the class holding `main` (jvm-main-class.ts). */
  mainClassFolder?: string;
  /** The source keeps the name it was submitted under (when it is a plain name with the language's extension), not
   * `sourceName`: Kotlin names the class of a file's top-level functions after the file (`foo.kt` -> `FooKt`). */
  keepsFileName?: boolean;
  /** Content that makes a file of a shared extension this language's (Prolog's `.pl` beside Perl's): when several
   * languages claim an extension, one whose pattern matches the source wins, else the first without a pattern. */
  contentPattern?: RegExp;
  /** Monaco's language id, when the site's own map has none for the language. */
  editorLanguage?: string;
  /** The A+B example of the help page and the editor's default code, when the site's own map has none. */
  aPlusB?: string;
}

// Compilers write their object files to the box's /tmp and the program to /box, both on tmpfs, whose pages count
// in the compile's memory cgroup: a 500 MB initialised static array needs ~1 GB for the two files. ICPC's typical
// system defaults are 60 s and 2048 MiB for compilation; HOJ's 5 s / 256 MB turned such programs into CE.
const C_COMPILE_LIMITS = { cpuMs: 20000, wallMs: 40000, memoryMb: 2048, pids: 16 };
const CPP_COMPILE_LIMITS = { cpuMs: 30000, wallMs: 60000, memoryMb: 2048, pids: 16 };
const NATIVE_RUN = { argv: ['/box/main'] };
const CPP_EXTENSIONS = ['.cpp', '.cc', '.cxx', '.c++', '.C'];

// C and C++ use the GNU dialects (gnu11, gnu++14/17/20), as DOMjudge, Kattis and Codeforces do: strict -std=c11
// hides POSIX (MAP_ANONYMOUS, pid_t, fileno, strdup...) and ordinary contest programs stopped compiling.
function cLanguage(name: string, aliases: string[], optimise: boolean): LanguageDefinition {
  return {
    name,
    aliases,
    extensions: optimise ? ['.c'] : [],
    sourceName: 'main.c',
    compile: {
      argv: [
        '/usr/bin/gcc',
        '-DONLINE_JUDGE',
        ...(optimise ? ['-O2'] : []),
        '-w',
        '-fmax-errors=3',
        '-std=gnu11',
        'main.c',
        '-lm',
        '-o',
        'main',
      ],
      ...C_COMPILE_LIMITS,
      artifacts: ['main'],
    },
    run: NATIVE_RUN,
    timeFactor: 1,
    memoryFactor: 1,
    pids: 16,
    requires: ['/usr/bin/gcc'],
    multiFileExtensions: ['.c'],
    contentType: 'text/x-csrc',
  };
}

function cppLanguage(
  name: string,
  aliases: string[],
  standard: string,
  optimise: boolean,
  extensions: string[] = [],
): LanguageDefinition {
  return {
    name,
    aliases,
    extensions,
    sourceName: 'main.cpp',
    compile: {
      argv: [
        '/usr/bin/g++',
        '-DONLINE_JUDGE',
        ...(optimise ? ['-O2'] : []),
        '-w',
        '-fmax-errors=3',
        `-std=${standard}`,
        'main.cpp',
        '-lm',
        '-o',
        'main',
      ],
      ...CPP_COMPILE_LIMITS,
      artifacts: ['main'],
    },
    run: NATIVE_RUN,
    timeFactor: 1,
    memoryFactor: 1,
    pids: 16,
    requires: ['/usr/bin/g++'],
    multiFileExtensions: CPP_EXTENSIONS,
    contentType: 'text/x-c++src',
  };
}

// Every language but C and C++ gets twice the problem's time and memory limits: the problem page shows
// the C/C++ limits and says the others are doubled (spec 1-core §2.7), so the judge must do exactly that.
export const languageTable: LanguageDefinition[] = [...ourLanguages(), ...moreLanguages];

function ourLanguages(): LanguageDefinition[] {
  return [
    cLanguage('C', ['c11', 'gnu11'], false),
    cLanguage('C With O2', ['C O2'], true),
    cppLanguage('C++', ['C++ 14', 'C++14'], 'gnu++14', false),
    cppLanguage('C++ With O2', ['C++ 14 With O2', 'C++14 O2'], 'gnu++14', true),
    cppLanguage('C++ 17', ['C++17'], 'gnu++17', false),
    // Every extension DOMjudge (cpp, cc, cxx, c++) and Kattis (*.cc *.C *.cpp *.cxx *.c++) read as C++.
    cppLanguage('C++ 17 With O2', ['C++17 O2'], 'gnu++17', true, CPP_EXTENSIONS),
    cppLanguage('C++ 20', ['C++20'], 'gnu++20', false),
    cppLanguage('C++ 20 With O2', ['C++20 O2'], 'gnu++20', true),
    {
      name: 'Java',
      aliases: ['Java 17'],
      extensions: ['.java'],
      sourceName: '{mainClass}.java',
      compile: {
        // javac is a JVM: it sizes its heap from the host's RAM unless told, and would hit the cgroup limit.
        // Classes go to /box/classes in their package folders, so a `package` declaration works as on Kattis.
        argv: [
          '/usr/bin/javac',
          '-J-Xmx384m',
          '-J-XX:+UseSerialGC',
          '-encoding',
          'UTF-8',
          '-d',
          'classes',
          '{source}',
        ],
        cpuMs: 15000,
        wallMs: 30000,
        memoryMb: 768,
        pids: 128,
        artifacts: ['classes'],
      },
      run: {
        argv: [
          '/usr/bin/java',
          '-Xmx{memoryMb}m',
          '-Xss{stackMb}m',
          '-XX:+UseSerialGC',
          '-XX:TieredStopAtLevel=1',
          '-Dfile.encoding=UTF-8',
          '-cp',
          '/box/classes',
          '{mainClass}',
        ],
      },
      mainClassFolder: 'classes',
      timeFactor: 2,
      memoryFactor: 2,
      pids: 128,
      requires: ['/usr/bin/javac', '/usr/bin/java'],
      multiFileExtensions: ['.java'],
      contentType: 'text/x-java',
    },
    {
      name: 'Python3',
      aliases: ['Python 3', 'python'],
      extensions: ['.py', '.py3'],
      sourceName: 'main.py',
      // Compiling only checks the syntax, so that a syntax error is a Compile Error as users expect.
      compile: {
        argv: ['/usr/bin/python3', '-m', 'py_compile', 'main.py'],
        env: { PYTHONPYCACHEPREFIX: '/tmp/pycache' },
        cpuMs: 5000,
        wallMs: 10000,
        memoryMb: 256,
        pids: 16,
        artifacts: ['main.py'],
      },
      run: {
        argv: ['/usr/bin/python3', '/box/main.py'],
        env: { PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
      },
      timeFactor: 2,
      memoryFactor: 2,
      pids: 16,
      requires: ['/usr/bin/python3'],
      packageToolsLanguage: 'PyPy3',
      keepSources: true,
      contentType: 'text/x-python',
    },
    {
      name: 'PyPy3',
      aliases: ['PyPy 3'],
      extensions: [],
      sourceName: 'main.py',
      // PyPy's own parser checks the syntax: PyPy 3.9 refuses what CPython 3.11 accepts (match statements).
      compile: {
        argv: ['/usr/bin/pypy3', '-m', 'py_compile', 'main.py'],
        env: { PYTHONPYCACHEPREFIX: '/tmp/pycache' },
        cpuMs: 5000,
        wallMs: 10000,
        memoryMb: 256,
        pids: 16,
        artifacts: ['main.py'],
      },
      run: {
        argv: ['/usr/bin/pypy3', '/box/main.py'],
        env: { PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' },
      },
      timeFactor: 2,
      memoryFactor: 2,
      pids: 16,
      requires: ['/usr/bin/pypy3'],
      keepSources: true,
      contentType: 'text/x-python',
    },
    {
      name: 'Golang',
      aliases: ['Go'],
      extensions: ['.go'],
      sourceName: 'main.go',
      compile: {
        // The box has no Go build cache: the standard library is rebuilt into /tmp, which a cold build needs.
        argv: ['/usr/bin/go', 'build', '-o', 'main', 'main.go'],
        env: {
          GOCACHE: '/tmp/go-cache',
          GOPATH: '/tmp/go',
          GO111MODULE: 'off',
          CGO_ENABLED: '0',
          GOFLAGS: '-buildvcs=false',
        },
        cpuMs: 30000,
        wallMs: 40000,
        memoryMb: 1024,
        pids: 256,
        artifacts: ['main'],
      },
      run: { argv: ['/box/main'], env: { GOMAXPROCS: '1' } },
      timeFactor: 2,
      memoryFactor: 2,
      pids: 64,
      requires: ['/usr/bin/go'],
      multiFileExtensions: ['.go'],
      contentType: 'text/x-go',
    },
    {
      name: 'JavaScript Node',
      aliases: ['JavaScript', 'Node', 'node.js'],
      extensions: ['.js', '.mjs'],
      sourceName: 'main.js',
      // Every .js file of a submission is checked, as DOMjudge does (a broken module is a Compile Error even if
      // unused), as a CommonJS script or else as an ES module: Node 20's `--check file.js` passes any file holding an
      // `import` statement unchecked. ES module syntax is recognised when running too (main.mjs becomes main.js).
      compile: {
        argv: [
          '/usr/bin/bash',
          '-c',
          'for file in *.js *.mjs; do [ -e "$file" ] || continue; ' +
            '/usr/bin/node --input-type=commonjs --check < "$file" 2>/dev/null || ' +
            '/usr/bin/node --input-type=module --check < "$file" || { echo "in $file"; exit 1; }; done',
        ],
        cpuMs: 5000,
        wallMs: 10000,
        memoryMb: 512,
        pids: 32,
        artifacts: ['main.js'],
      },
      run: {
        argv: ['/usr/bin/node', '--experimental-detect-module', '--stack-size=65500', '/box/main.js'],
        env: { NODE_NO_WARNINGS: '1' },
      },
      timeFactor: 2,
      memoryFactor: 2,
      pids: 32,
      requires: ['/usr/bin/node'],
      keepSources: true,
      contentType: 'text/javascript',
    },
    {
      name: 'Rust',
      aliases: [],
      extensions: ['.rs'],
      sourceName: 'main.rs',
      compile: {
        argv: ['/usr/bin/rustc', '-O', '--edition', '2021', '-o', 'main', 'main.rs'],
        cpuMs: 15000,
        wallMs: 30000,
        memoryMb: 1024,
        pids: 64,
        artifacts: ['main'],
      },
      run: NATIVE_RUN,
      timeFactor: 2,
      memoryFactor: 2,
      pids: 16,
      requires: ['/usr/bin/rustc', '/usr/bin/cc'],
      contentType: 'text/x-rustsrc',
    },
    {
      name: 'C#',
      aliases: ['CSharp', 'Mono C#'],
      extensions: ['.cs'],
      sourceName: 'Main.cs',
      compile: {
        argv: ['/usr/bin/mcs', '-optimize+', '-out:main.exe', 'Main.cs'],
        cpuMs: 10000,
        wallMs: 20000,
        memoryMb: 512,
        pids: 64,
        artifacts: ['main.exe'],
      },
      run: { argv: ['/usr/bin/mono', '/box/main.exe'], env: { MONO_GC_PARAMS: 'nursery-size=8m' } },
      timeFactor: 2,
      memoryFactor: 2,
      pids: 64,
      requires: ['/usr/bin/mcs', '/usr/bin/mono'],
      multiFileExtensions: ['.cs'],
      contentType: 'text/x-csharp',
    },
    {
      name: 'PHP',
      aliases: [],
      extensions: ['.php'],
      sourceName: 'main.php',
      compile: {
        argv: ['/usr/bin/php', '-l', 'main.php'],
        cpuMs: 5000,
        wallMs: 10000,
        memoryMb: 256,
        pids: 16,
        artifacts: ['main.php'],
      },
      run: { argv: ['/usr/bin/php', '/box/main.php'] },
      timeFactor: 2,
      memoryFactor: 2,
      pids: 16,
      requires: ['/usr/bin/php'],
      keepSources: true,
      contentType: 'text/x-php',
    },
    {
      name: 'Ruby',
      aliases: [],
      extensions: ['.rb'],
      sourceName: 'main.rb',
      compile: {
        argv: ['/usr/bin/ruby', '-c', 'main.rb'],
        cpuMs: 5000,
        wallMs: 10000,
        memoryMb: 256,
        pids: 16,
        artifacts: ['main.rb'],
      },
      run: { argv: ['/usr/bin/ruby', '/box/main.rb'] },
      timeFactor: 2,
      memoryFactor: 2,
      pids: 16,
      requires: ['/usr/bin/ruby'],
      keepSources: true,
      contentType: 'text/x-ruby',
    },
  ];
}
