import { describe, expect, it } from 'vitest';
import { qrFileName } from './qrFileName';

describe('qrFileName', () => {
  it('names the QR image after the code and the piece', () => {
    expect(qrFileName('INN001', 'Innovation Piece')).toBe('QR-INN001-Innovation Piece.png');
    expect(qrFileName('AB12', 'A/B: "test"?')).toBe('QR-AB12-A-B- -test--.png');
  });
});
