// Gzipped size of the JavaScript a browser loads before the first page renders: the module script and
// every modulepreload link of apps/web/dist/index.html. Lazy-loaded page chunks are listed separately.
// Usage: npm run build && node bench/web-bundle-size.ts
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = await readFile(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1] ?? '');

async function sizes(file: string): Promise<{ raw: number; gzip: number }> {
  const content = await readFile(path.join(dist, file.replace(/^\//, '')));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

let raw = 0;
let gzip = 0;
for (const file of initial) {
  const size = await sizes(file);
  raw += size.raw;
  gzip += size.gzip;
  console.log(
    `initial  ${file}  ${(size.raw / 1024).toFixed(1)} KiB, gzip ${(size.gzip / 1024).toFixed(1)} KiB`,
  );
}
const assets = (await readdir(path.join(dist, 'assets'))).filter((file) => file.endsWith('.js'));
const lazy = assets.filter((file) => !initial.some((entry) => entry.endsWith(file)));
let lazyGzip = 0;
for (const file of lazy) lazyGzip += (await sizes(`assets/${file}`)).gzip;
console.log(
  `initial JavaScript: ${initial.length} files, ${(raw / 1024).toFixed(1)} KiB, gzip ${(gzip / 1024).toFixed(1)} KiB`,
);
console.log(`lazy chunks: ${lazy.length} files, gzip ${(lazyGzip / 1024).toFixed(1)} KiB in all`);
