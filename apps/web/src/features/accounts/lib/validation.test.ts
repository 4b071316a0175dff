import { describe, expect, it } from 'vitest';
import {
  checkConfirmPassword,
  checkEmail,
  checkMobile,
  checkPassword,
  checkRegisterField,
  matchesRule,
} from './validation.ts';

const rule = (overrides = {}) => ({
  enabled: true,
  required: true,
  regExp: '[a-z0-9]{4,12}',
  messageKey: 'validation.username',
  ...overrides,
});

describe('registration field rules', () => {
  it('a required field fails empty with its message key', () => {
    expect(checkRegisterField('', rule())).toEqual({ key: 'validation.username' });
    expect(checkRegisterField('   ', rule())).toEqual({ key: 'validation.username' });
  });

  it('an optional field passes empty but is checked once filled', () => {
    expect(checkRegisterField('', rule({ required: false }))).toBeNull();
    expect(checkRegisterField('AB', rule({ required: false }))).toEqual({
      key: 'validation.username',
    });
  });

  it('a disabled field always passes', () => {
    expect(checkRegisterField('', rule({ enabled: false }))).toBeNull();
  });

  it('the regular expression must match the whole trimmed value', () => {
    expect(checkRegisterField(' demo01 ', rule())).toBeNull();
    expect(checkRegisterField('demo01!', rule())).not.toBeNull();
    expect(matchesRule('abc', 'b')).toBe(false);
    expect(matchesRule('b', 'b')).toBe(true);
  });

  it('a broken server expression does not block the member', () => {
    expect(checkRegisterField('anything', rule({ regExp: '([' }))).toBeNull();
  });
});

describe('password confirmation', () => {
  it('empty confirmation: in_incorrect_password; different: in_confirmation_correct', () => {
    expect(checkConfirmPassword('secret1', '')).toEqual({
      key: 'validation.in_incorrect_password',
    });
    expect(checkConfirmPassword('secret1', 'secret2')).toEqual({
      key: 'validation.in_confirmation_correct',
    });
    expect(checkConfirmPassword('secret1', 'secret1')).toBeNull();
  });

  it('the password rule also fails when both are filled and differ', () => {
    const passwordRule = rule({ regExp: '.{6,20}', messageKey: 'validation.password' });
    expect(checkPassword('secret1', 'secret2', passwordRule)).toEqual({
      key: 'validation.in_confirmation_correct',
    });
    expect(checkPassword('secret1', '', passwordRule)).toBeNull();
    expect(checkPassword('abc', 'abc', passwordRule)).toEqual({ key: 'validation.password' });
  });
});

describe('e-mail and mobile', () => {
  it.each(['member@example.com', 'a.b+c@mail.example.pt', ' spaced@example.com '])(
    '%s is an e-mail',
    (email) => expect(checkEmail(email)).toBeNull(),
  );

  it.each(['', 'member', 'member@', 'member@example', 'member@example.comm', 'a b@example.com'])(
    '%s is not (in_email_incorrect)',
    (email) => expect(checkEmail(email)).toEqual({ key: 'validation.in_email_incorrect' }),
  );

  it('a mobile number needs 5 to 15 digits (error_phone_number_limit with the minimum)', () => {
    expect(checkMobile('912345678')).toBeNull();
    expect(checkMobile('1234')).toEqual({
      key: 'validation.error_phone_number_limit',
      values: { min: 5 },
    });
    expect(checkMobile('91234a678')).not.toBeNull();
  });
});
