#!/usr/bin/env node
// @ts-check
// `wtt`: runs the bundled CLI (apps/cli/dist/wtt.js, made by `npm run build`) when it is up to date with
// every file it was made from, else the TypeScript sources: the same commands and output either way, the
// bundle only starts faster (see apps/cli/README.md, "Start-up"), the more so from its compile cache.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshBundle } from './bundleFiles.js';
import { enableCompileCache } from './compileCache.js';

const cli = path.join(import.meta.dirname, '..');
const dist = path.join(cli, 'dist');
const bundle = freshBundle(dist);
if (bundle) enableCompileCache(dist);
await import(pathToFileURL(bundle ?? path.join(cli, 'src', 'main.ts')).href);
