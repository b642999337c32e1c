// Types of mariadb.mjs for the TypeScript tests and benches that import it.
export interface TempMariadb {
  url: string;
  port: number;
  socket: string;
  sql(text: string, database?: string): string;
  stop(): void;
}

export function startTempMariadb(): Promise<TempMariadb>;
