// Types of backup.mjs for the TypeScript tests that import it.
export class BackupError extends Error {}

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: 'sqlite' | 'postgres';
  databaseFile: string;
  migration: string | null;
  counts: { problems: number; testCases: number; submissions: number; users: number };
  files: { files: number; bytes: number };
}

export function pgTool(name: string): string;

export function backup(options: {
  dataDir: string;
  databaseUrl?: string;
  outDir: string;
  now?: Date;
}): Promise<{ dir: string; manifest: BackupManifest }>;

export function readManifest(backupDir: string): BackupManifest;

export function restore(options: {
  backupDir: string;
  dataDir: string;
  databaseUrl?: string;
  force?: boolean;
}): Promise<{ manifest: BackupManifest; counts: BackupManifest['counts'] }>;
