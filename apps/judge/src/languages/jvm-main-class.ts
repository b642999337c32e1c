// Which compiled JVM class holds the program's entry point, read from the class files themselves: DOMjudge and
// Kattis run the class that has `public static void main(String[])` whatever its source file is called, and a
// submission without one is a compile error there. Reading the class file's constant pool and method table is
// enough (JVMS §4), so no JVM has to start for it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MAGIC = 0xcafebabe;
const ACC_PUBLIC = 0x0001;
const ACC_STATIC = 0x0008;
const MAIN_DESCRIPTOR = '([Ljava/lang/String;)V';

/** Bytes each constant-pool tag takes after the tag (Utf8 is sized by its own length field). */
const CONSTANT_SIZES: Record<number, number> = {
  3: 4, // Integer
  4: 4, // Float
  5: 8, // Long (takes two slots)
  6: 8, // Double (takes two slots)
  7: 2, // Class
  8: 2, // String
  9: 4, // Fieldref
  10: 4, // Methodref
  11: 4, // InterfaceMethodref
  12: 4, // NameAndType
  15: 3, // MethodHandle
  16: 2, // MethodType
  17: 4, // Dynamic
  18: 4, // InvokeDynamic
  19: 2, // Module
  20: 2, // Package
};

class ClassReader {
  offset = 0;
  constructor(readonly bytes: Buffer) {}
  u2() {
    const value = this.bytes.readUInt16BE(this.offset);
    this.offset += 2;
    return value;
  }
  u4() {
    const value = this.bytes.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
  skip(count: number) {
    this.offset += count;
  }
}

interface ClassSummary {
  /** Binary name with dots: `pkg.Outer$Inner`. */
  name: string;
  hasMain: boolean;
}

/** The class's name and whether it declares the entry point; undefined for a file that is no class file. */
export function readClassSummary(bytes: Buffer): ClassSummary | undefined {
  try {
    const reader = new ClassReader(bytes);
    if (reader.u4() !== MAGIC) return undefined;
    reader.skip(4); // minor and major version
    const utf8 = new Map<number, string>();
    const classNameIndex = new Map<number, number>();
    const count = reader.u2();
    for (let index = 1; index < count; index++) {
      const tag = bytes.readUInt8(reader.offset++);
      if (tag === 1) {
        const length = reader.u2();
        utf8.set(index, bytes.toString('utf8', reader.offset, reader.offset + length));
        reader.skip(length);
      } else if (tag === 7) {
        classNameIndex.set(index, reader.u2());
      } else if (CONSTANT_SIZES[tag] !== undefined) {
        reader.skip(CONSTANT_SIZES[tag]);
        if (tag === 5 || tag === 6) index++;
      } else return undefined;
    }
    reader.skip(2); // access flags
    const name = utf8.get(classNameIndex.get(reader.u2()) ?? -1);
    if (name === undefined) return undefined;
    reader.skip(2); // super class
    reader.skip(2 * reader.u2()); // interfaces
    skipMembers(reader); // fields
    let hasMain = false;
    const methods = reader.u2();
    for (let method = 0; method < methods; method++) {
      const flags = reader.u2();
      const methodName = utf8.get(reader.u2());
      const descriptor = utf8.get(reader.u2());
      skipAttributes(reader);
      if (
        methodName === 'main' &&
        descriptor === MAIN_DESCRIPTOR &&
        (flags & (ACC_PUBLIC | ACC_STATIC)) === (ACC_PUBLIC | ACC_STATIC)
      )
        hasMain = true;
    }
    return { name: name.replaceAll('/', '.'), hasMain };
  } catch {
    return undefined;
  }
}

function skipAttributes(reader: ClassReader) {
  const count = reader.u2();
  for (let attribute = 0; attribute < count; attribute++) {
    reader.skip(2);
    reader.skip(reader.u4());
  }
}

function skipMembers(reader: ClassReader) {
  const count = reader.u2();
  for (let member = 0; member < count; member++) {
    reader.skip(6);
    skipAttributes(reader);
  }
}

function classFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return classFiles(path);
      return name.endsWith('.class') ? [path] : [];
    });
}

/** Every class under `dir` (class files in package folders) that declares the entry point, by binary name. */
export function mainClassesIn(dir: string): string[] {
  return classFiles(dir)
    .map((path) => readClassSummary(readFileSync(path)))
    .filter((summary): summary is ClassSummary => summary?.hasMain === true)
    .map((summary) => summary.name);
}

/**
 * The class to run among those with `main`: the one the source names (its public class, as javac and our site
 * read it), else the one named after the submitted file (Kattis: `Different.java` runs `Different`), else the
 * first in name order (DOMjudge takes the first it finds and warns about the others).
 */
export function chooseMainClass(candidates: string[], preferred: string[]): string | undefined {
  const simple = (name: string) => name.slice(name.lastIndexOf('.') + 1);
  for (const wanted of preferred.filter(Boolean)) {
    const found =
      candidates.find((name) => name === wanted) ??
      candidates.find((name) => simple(name).toLowerCase() === wanted.toLowerCase());
    if (found) return found;
  }
  return candidates[0];
}
