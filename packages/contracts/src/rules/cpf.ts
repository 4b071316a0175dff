/**
 * CPF, the Brazilian taxpayer number (issue 23, decision 049): eleven digits whose last two are
 * check digits over the first nine and ten. Members type it with or without the usual dots and
 * dash; the server and the site both judge it with these rules, and the server stores the bare
 * digits.
 */

/** The digits of a typed CPF when it is only digits and the usual separators, else null. */
export function cpfDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d.\-\s]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[.\-\s]/g, '');
  return digits.length === 11 ? digits : null;
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Whether a typed CPF is valid: eleven digits, not all the same, both check digits right. */
export function isValidCpf(text: string): boolean {
  const digits = cpfDigits(text);
  if (!digits) return false;
  // 000.000.000-00, 111.111.111-11, ... pass the arithmetic but are no one's number.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10])
  );
}

/** 12345678909 -> 123.456.789-09 (other input is answered as given). */
export function formatCpf(text: string): string {
  const digits = cpfDigits(text);
  if (!digits) return text;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
