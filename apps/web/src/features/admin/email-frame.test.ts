import { describe, expect, it } from 'vitest';
import { emailFrameDocument } from './email-frame';

describe('emailFrameDocument', () => {
  it('puts the base target inside head, after the doctype', () => {
    expect(
      emailFrameDocument('<!doctype html><html><head lang="pt"><title>x</title></head><body>a</body></html>'),
    ).toBe(
      '<!doctype html><html><head lang="pt"><base target="_blank"><title>x</title></head><body>a</body></html>',
    );
  });

  it('prepends it to a fragment without head', () => {
    expect(emailFrameDocument('<p><a href="https://example.com">link</a></p>')).toBe(
      '<base target="_blank"><p><a href="https://example.com">link</a></p>',
    );
  });

  it('is not fooled by a header element', () => {
    expect(emailFrameDocument('<header>x</header>')).toBe('<base target="_blank"><header>x</header>');
  });
});
