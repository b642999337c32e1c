/** File extensions by Monaco language id, for downloading the code under a name the compiler accepts. */
const EXTENSIONS: Record<string, string> = {
  c: 'c',
  cpp: 'cpp',
  java: 'java',
  python: 'py',
  go: 'go',
  javascript: 'js',
  rust: 'rs',
  csharp: 'cs',
  php: 'php',
  ruby: 'rb',
};

export function sourceFileName(editorLanguage: string | undefined, baseName: string) {
  // javac wants the file named after its public class, which on this judge is usually Main.
  if (editorLanguage === 'java') return 'Main.java';
  return `${baseName}.${EXTENSIONS[editorLanguage ?? ''] ?? 'txt'}`;
}

/** What reset gives when a problem has no template: a C++ skeleton, nothing for other languages (spec 1-core §2.7). */
export const CPP_SKELETON = `#include <bits/stdc++.h>
using namespace std;

int main() {
    
    return 0;
}
`;

export const defaultCodeFor = (editorLanguage: string | undefined) =>
  editorLanguage === 'cpp' ? CPP_SKELETON : '';
