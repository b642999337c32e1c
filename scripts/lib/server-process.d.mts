// Types of server-process.mjs for the TypeScript tests that import it.
export const SERVER_NODE_FLAGS: readonly string[];
