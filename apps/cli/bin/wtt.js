#!/usr/bin/env node
// @ts-check
// `wtt`: runs the bundled CLI (apps/cli/dist/wtt.js, made by `npm run build`) when it is up to date with
// every file it was made from, else the TypeScript sources: the same commands and output either way, the
// bundle only starts faster (see apps/cli/README.md, "Start-up").
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshBundle } from './bundleFiles.js';

const cli = path.join(import.meta.dirname, '..');
const entry = freshBundle(path.join(cli, 'dist')) ?? path.join(cli, 'src', 'main.ts');
await import(pathToFileURL(entry).href);
