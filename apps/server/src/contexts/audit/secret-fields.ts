import type { ServerConfig } from '../../config.ts';

/**
 * Fields the audit log never holds a value of, by name: passwords (and a training's or contest's private
 * password, `pwd`), their hashes, tokens, secrets, keys, salts and credentials. A changed one is logged as
 * "changed" alone.
 */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'hash',
  'token',
  'secret',
  'salt',
  'credential',
  'key',
]);

/** A field name's words: camelCase, snake_case and kebab-case split, lower case, plural s dropped. */
const wordsOf = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => word.toLowerCase().replace(/s$/, ''));

/**
 * The server configuration's secrets, by name (DATABASE_URL carries the database's password, ROOT_PASSWORD and
 * the SMTP settings theirs): a field so named is a secret wherever it appears (the datasource form saves
 * `databaseUrl`). Typed by the configuration, so a renamed key fails to compile here.
 */
export const SECRET_CONFIG_KEYS: readonly (keyof ServerConfig)[] = ['databaseUrl', 'rootPassword', 'smtp'];

export function isSecretField(name: string): boolean {
  return (
    wordsOf(name).some((word) => SECRET_WORDS.has(word) || word.endsWith('password')) ||
    (SECRET_CONFIG_KEYS as readonly string[]).includes(name)
  );
}
