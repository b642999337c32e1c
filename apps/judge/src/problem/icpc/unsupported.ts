// What the judge cannot judge exactly as the package's own tools would is refused when the package loads, with one
// line naming the feature (docs/judge.md lists them all), never judged silently with other rules.

export class UnsupportedPackageError extends Error {
  constructor(
    readonly feature: string,
    detail: string,
  ) {
    super(`unsupported ICPC package feature: ${feature}: ${detail}`);
  }
}

export function refuse(feature: string, detail: string): never {
  throw new UnsupportedPackageError(feature, detail);
}

/** A package that is not well-formed (a case without its answer, a value of the wrong type). */
export class InvalidPackageError extends Error {}

export function invalid(message: string): never {
  throw new InvalidPackageError(`invalid ICPC package: ${message}`);
}
