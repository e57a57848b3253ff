import { describe, expect, it } from 'vitest';
import { readSampleFile, readSampleFiles } from './readSampleFiles.ts';

const file = (name: string, text: string) => ({ name, size: text.length, text: () => Promise.resolve(text) });

describe('reading uploaded sample texts', () => {
  it('reads .txt and .md files as samples', async () => {
    expect(await readSampleFiles([file('reply.txt', 'Hello!'), file('News.MD', '# News')])).toEqual([
      { fileName: 'reply.txt', text: 'Hello!' },
      { fileName: 'News.MD', text: '# News' },
    ]);
  });

  it('names the files it cannot use, and why', async () => {
    expect(await readSampleFile(file('logo.png', 'x'))).toEqual({
      fileName: 'logo.png',
      error: 'logo.png: only .txt and .md files can be used as samples.',
    });
    expect(await readSampleFile(file('blank.md', ' \n'))).toEqual({
      fileName: 'blank.md',
      error: 'blank.md: the file is empty.',
    });
    expect(
      await readSampleFile({ name: 'huge.txt', size: 900_000, text: () => Promise.reject(new Error()) }),
    ).toEqual({ fileName: 'huge.txt', error: 'huge.txt: the file is too large for one sample text.' });
    expect(await readSampleFile(file('long.txt', 'a'.repeat(200_001)))).toMatchObject({
      error: 'long.txt: A sample text can have at most 200,000 characters; this one has 200,001.',
    });
  });
});
