export * from './chat.ts';
