import {
  EMAIL_PATTERN,
  REGISTER_FIELDS,
  type FieldRule,
  type RegisterField,
  type RegisterRules,
} from '@app/contracts';

/**
 * Client-side checks of spec section 5. Each check answers null when the value passes, else an
 * i18n key (with optional values) so the message follows the site language; the server checks
 * everything again.
 */
export interface FieldError {
  /** i18n key of the message; absent when `text` carries a server message. */
  key?: string;
  values?: Record<string, string | number>;
  /** A message already in the member's language (from the server). */
  text?: string;
}

export type Check = FieldError | null;

export const MOBILE_MIN_LENGTH = 5;
const MOBILE_PATTERN = /^\d{5,15}$/;
const SMS_CODE_PATTERN = /^\d{6}$/;

/** Whole-value match of a server regular expression source; a broken source passes. */
export function matchesRule(value: string, source: string): boolean {
  if (!source) return true;
  try {
    return new RegExp(`^(?:${source})$`).test(value);
  } catch {
    return true;
  }
}

/**
 * A registration field against its server rule: disabled fields and empty optional fields pass;
 * an empty required field or a value the expression rejects gives the rule's message key.
 */
export function checkRegisterField(value: string, rule: FieldRule | undefined): Check {
  if (!rule?.enabled) return null;
  const trimmed = value.trim();
  if (!trimmed) return rule.required ? { key: rule.messageKey } : null;
  return matchesRule(trimmed, rule.regExp) ? null : { key: rule.messageKey };
}

/** The password rule also fails when both password and confirmation are filled and differ. */
export function checkPassword(
  password: string,
  confirm: string,
  rule: FieldRule | undefined,
): Check {
  const own = checkRegisterField(password, rule ?? { ...FALLBACK_PASSWORD_RULE });
  if (own) return own;
  if (password && confirm && password !== confirm)
    return { key: 'validation.in_confirmation_correct' };
  return null;
}

/** Confirm password: required (in_incorrect_password), equal to the password (in_confirmation_correct). */
export function checkConfirmPassword(password: string, confirm: string): Check {
  if (!confirm) return { key: 'validation.in_incorrect_password' };
  if (password !== confirm) return { key: 'validation.in_confirmation_correct' };
  return null;
}

export function checkEmail(value: string): Check {
  const trimmed = value.trim();
  if (!trimmed || !EMAIL_PATTERN.test(trimmed)) return { key: 'validation.in_email_incorrect' };
  return null;
}

/** Mobile number: the field rule when configured, else 5 to 15 digits (error_phone_number_limit). */
export function checkMobile(value: string, rule?: FieldRule): Check {
  const trimmed = value.trim();
  const limit: FieldError = {
    key: 'validation.error_phone_number_limit',
    values: { min: MOBILE_MIN_LENGTH },
  };
  if (!MOBILE_PATTERN.test(trimmed)) return limit;
  if (rule?.enabled && !matchesRule(trimmed, rule.regExp)) return limit;
  return null;
}

export function checkSmsCode(value: string): Check {
  return SMS_CODE_PATTERN.test(value.trim()) ? null : { key: 'validation.verificationCode' };
}

export function checkCaptcha(value: string): Check {
  const trimmed = value.trim();
  return trimmed && trimmed.length <= 16 ? null : { key: 'validation.in_vwrite_code' };
}

/** Login user name (loginUsername): required after trimming, at most 32 characters. */
export function checkLoginUsername(value: string): Check {
  const trimmed = value.trim();
  return trimmed && trimmed.length <= 32 ? null : { key: 'validation.loginUsername' };
}

/** Login password (loginPassword): required, at most 64 characters (never trimmed). */
export function checkLoginPassword(value: string): Check {
  return value && value.length <= 64 ? null : { key: 'validation.loginPassword' };
}

/** A rule the form always asks for (password, user name), with a fallback while rules load. */
export function requiredRule(rule: FieldRule | undefined, fallback: FieldRule): FieldRule {
  return { ...(rule ?? fallback), enabled: true, required: true };
}

export const FALLBACK_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  regExp: '.{6,64}',
  messageKey: 'validation.password',
};

/**
 * Used while the server's configuration is unavailable: user name and password on, the rest
 * off; the server still applies its own configuration.
 */
export const FALLBACK_USERNAME_RULE: FieldRule = {
  enabled: true,
  required: true,
  regExp: '[A-Za-z0-9_]{4,16}',
  messageKey: 'validation.username',
};

export const FALLBACK_REGISTER_RULES: RegisterRules = {
  captchaEnabled: false,
  fields: Object.fromEntries(
    REGISTER_FIELDS.map((field) => [
      field,
      field === 'username'
        ? FALLBACK_USERNAME_RULE
        : field === 'password'
          ? FALLBACK_PASSWORD_RULE
          : { enabled: false, required: false, regExp: '', messageKey: `validation.${field}` },
    ]),
  ) as Record<RegisterField, FieldRule>,
};

export function ruleOf(rules: RegisterRules, field: RegisterField): FieldRule | undefined {
  return rules.fields[field];
}
