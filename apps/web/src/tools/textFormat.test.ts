import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILES, formatFromFileName } from './textFormat.ts';

describe('formatFromFileName', () => {
  it('reads the format from the extension, in any case', () => {
    expect(formatFromFileName('notes.txt')).toBe('plain');
    expect(formatFromFileName('README.MD')).toBe('markdown');
    expect(formatFromFileName('post.markdown')).toBe('markdown');
    expect(formatFromFileName('page.v2.html')).toBe('html');
    expect(formatFromFileName('index.htm')).toBe('html');
  });

  it('refuses other files', () => {
    expect(formatFromFileName('report.docx')).toBeNull();
    expect(formatFromFileName('Makefile')).toBeNull();
  });

  it('offers every readable extension to the file picker', () => {
    expect(ACCEPTED_FILES).toBe('.txt,.text,.md,.markdown,.html,.htm');
  });
});
