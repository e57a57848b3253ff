export * from './level.ts';
export * from './status.ts';
