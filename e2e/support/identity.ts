import { randomInt } from 'node:crypto';
import { formatCpf } from '@app/contracts';

/** A CPF no other run uses: nine random digits and their two check digits. */
export function newCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(10));
  if (new Set(digits).size === 1) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return formatCpf(digits.join(''));
}
