export * from './closing.ts';
export * from './level.ts';
export * from './plans.ts';
export * from './notifications.ts';
export * from './picture.ts';
export * from './profile.ts';
export * from './status.ts';
