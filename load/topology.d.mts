// Types of topology.mjs for the TypeScript tests that import it.
export function workerConnectionsFor(contestants: number): number;
