export * from './common.ts';
export * from './glossaries.ts';
export * from './guides.ts';
export * from './limits.ts';
export * from './prompts.ts';
export * from './rules.ts';
export * from './storableText.ts';
export * from './sharing.ts';
