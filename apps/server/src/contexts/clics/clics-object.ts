/** An object of a Contest API collection: its `id` and the spec's properties. */
export type ClicsObject = { id: string } & Record<string, unknown>;

/**
 * A mapper of one configuration type: the endpoint it serves (the notification's type too), the properties
 * it writes (the access endpoint lists them), and its objects for one reader of one contest.
 */
export interface ConfigMapper<Scope> {
  type: string;
  properties: readonly string[];
  objects(scope: Scope): ClicsObject[];
}
