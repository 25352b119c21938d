import { describe, expect, it } from 'vitest';
import { hostOf, isLongText, safeExternalUrl } from './custom-request-display';

describe('a custom request in the admin list', () => {
  it('collapses long descriptions, by length or by lines', () => {
    expect(isLongText('Una app de reservas.')).toBe(false);
    expect(isLongText('a'.repeat(321))).toBe(true);
    expect(isLongText('1\n2\n3\n4\n5\n6')).toBe(true);
    expect(isLongText('1\n2\n3')).toBe(false);
  });

  it('links only web addresses', () => {
    expect(safeExternalUrl(' https://drive.google.com/file/d/1 ')).toBe('https://drive.google.com/file/d/1');
    expect(safeExternalUrl('http://example.org')).toBe('http://example.org/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('drive.google.com/x')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it('names the site a shared link leads to', () => {
    expect(hostOf('https://www.dropbox.com/s/abc/big.pdf')).toBe('dropbox.com');
    expect(hostOf('https://drive.google.com/file/d/1')).toBe('drive.google.com');
    expect(hostOf('not a url')).toBe('not a url');
  });
});
