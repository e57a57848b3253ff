import { describe, expect, it } from 'vitest';
import { pictureFileProblem } from './pictureFile.ts';

describe('picture files', () => {
  it('are images of an accepted type up to 5 MB', () => {
    expect(pictureFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(pictureFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Choose a PNG, JPEG, WebP, GIF or AVIF image.',
    );
    expect(pictureFileProblem({ type: '', size: 1000 })).toBe('Choose a PNG, JPEG, WebP, GIF or AVIF image.');
    expect(pictureFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The picture is larger than 5 MB. Choose a smaller one.',
    );
    expect(pictureFileProblem({ type: 'image/png', size: 0 })).toBe('This file is empty.');
  });
});
