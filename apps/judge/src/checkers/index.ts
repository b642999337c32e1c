export * from './text-checkers.ts';
export * from './program-checkers.ts';
export * from './checker-dialects.ts';
export * from './validator-flags.ts';
