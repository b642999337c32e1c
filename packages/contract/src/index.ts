export * from './envelope.ts';
export * from './errors.ts';
export * from './roles.ts';
export * from './limits.ts';
export * from './accounts.ts';
export * from './site-config.ts';
export * from './admin-users.ts';
export * from './judge/index.ts';
