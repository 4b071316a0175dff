import { describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf, isValidCpf } from './cpf.ts';

describe('CPF', () => {
  it('accepts numbers whose two check digits are right, with or without separators', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35', ' 123.456.789-09 ']) {
      expect(isValidCpf(cpf), cpf).toBe(true);
    }
  });

  it('refuses a wrong check digit, a wrong length, letters and all-same digits', () => {
    for (const cpf of [
      '529.982.247-24',
      '529.982.247-15',
      '5299822472',
      '529982247250',
      '529.982.247-2a',
      '000.000.000-00',
      '111.111.111-11',
      '99999999999',
      '',
    ]) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });

  it('extracts and formats the digits', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits('529/982')).toBeNull();
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});
