import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorCode, errorMessage } from './errors.ts';
import { ErrorEnvelope, okEnvelope } from './envelope.ts';
import { z } from 'zod';

describe('errorMessage', () => {
  it('answers in Portuguese and English', () => {
    expect(errorMessage('system.maintenance', 'PT')).toBe(
      'Sistema em atualização, tente novamente mais tarde',
    );
    expect(errorMessage('system.maintenance', 'EN')).toBe(
      'System upgrading, please try again later',
    );
  });

  it('answers in Vietnamese', () => {
    expect(errorMessage('game.not.found', 'VI')).toBe('Không tìm thấy trò chơi');
    expect(errorMessage('withdraw.password.locked', 'VI', '15')).toBe(
      'Nhập sai mật khẩu rút tiền quá nhiều lần, chức năng rút tiền bị khóa trong 15 phút',
    );
  });

  it('fills in the detail', () => {
    expect(errorMessage('request.invalid', 'EN', 'pageNo must be a number')).toBe(
      'The request is not valid: pageNo must be a number',
    );
    expect(errorMessage('request.invalid', 'PT', 'x')).toBe('A solicitação não é válida: x');
  });

  it.each(ERROR_CODES)('has a distinct, non-empty text in both languages for %s', (code) => {
    const pt = errorMessage(code, 'PT');
    const en = errorMessage(code, 'EN');
    expect(pt.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(pt).not.toBe(en);
  });

  it.each(ERROR_CODES)(
    'has its own Vietnamese text for %s, with the detail where EN has it',
    (code) => {
      const vi = errorMessage(code, 'VI', '<detail>');
      const en = errorMessage(code, 'EN', '<detail>');
      expect(vi.trim()).not.toBe('');
      expect(vi).not.toBe(en);
      expect(vi.includes('<detail>')).toBe(en.includes('<detail>'));
    },
  );

  it('rejects an unknown code in the schema', () => {
    expect(ErrorCode.safeParse('no.such.code').success).toBe(false);
  });
});

describe('envelopes', () => {
  it('accepts a success envelope with its value', () => {
    const schema = okEnvelope(z.object({ n: z.number() }));
    expect(schema.parse({ success: true, value: { n: 1 } })).toEqual({
      success: true,
      value: { n: 1 },
    });
    expect(schema.safeParse({ success: false, value: { n: 1 } }).success).toBe(false);
    expect(schema.safeParse({ success: true, value: { n: '1' } }).success).toBe(false);
  });

  it('accepts an error envelope only with a known code', () => {
    expect(
      ErrorEnvelope.safeParse({ success: false, errorCode: 'server.error', message: 'x' }).success,
    ).toBe(true);
    expect(
      ErrorEnvelope.safeParse({ success: false, errorCode: 'oops', message: 'x' }).success,
    ).toBe(false);
  });
});
