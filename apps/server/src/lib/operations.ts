/**
 * A service built from one file per operation (Documenso's create-folder.ts): each operation is a plain function
 * taking the context's deps first, and the service object its callers hold binds them to one deps, so the routes
 * and the other contexts call `service.submit(actor, body)` as before while each operation reads on its own.
 */
type Operation<Deps> = (deps: Deps, ...args: never[]) => unknown;

/** Each operation without its deps parameter, its other parameters and result kept. */
export type BoundOperations<Deps, Operations> = {
  [Name in keyof Operations]: Operations[Name] extends (deps: Deps, ...args: infer Args) => infer Result
    ? (...args: Args) => Result
    : never;
};

/** The service object: every operation called with `deps` in front of its caller's arguments. */
export function bindOperations<Deps, Operations extends Record<string, Operation<Deps>>>(
  deps: Deps,
  operations: Operations,
): BoundOperations<Deps, Operations> {
  return Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [
      name,
      (...args: never[]) => operation(deps, ...args),
    ]),
  ) as BoundOperations<Deps, Operations>;
}
