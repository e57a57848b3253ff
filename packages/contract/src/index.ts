export * from './errors.ts';
export * from './health.ts';
export * from './text/index.ts';
export * from './account/index.ts';
export * from './assistant/index.ts';
