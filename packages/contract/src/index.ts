export * from './judge/index.ts';
