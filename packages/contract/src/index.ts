export * from './errors.ts';
export * from './health.ts';
export * from './text/index.ts';
export * from './account/index.ts';
