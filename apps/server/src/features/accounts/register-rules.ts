import { REGISTER_FIELDS } from '@app/contracts';
import type { FieldRule, Language, RegisterField, RegisterRules } from '@app/contracts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../errors.ts';

/**
 * The registration field configuration (table register_fields) and its enforcement. The site
 * checks the same rules before it sends; the server checks them again on every call.
 */

export interface MerchantAccountSettings {
  usernameEnabled: boolean;
  mobileEnabled: boolean;
  affiliateRequired: boolean;
  captchaEnabled: boolean;
  defaultCountryDialingCode: string;
  passwordMaxAgeDays: number;
}

export async function merchantAccountSettings(ctx: AppContext): Promise<MerchantAccountSettings> {
  const row = await ctx.db
    .selectFrom('merchants')
    .select([
      'register_username_enabled',
      'register_mobile_enabled',
      'affiliate_required',
      'register_captcha_enabled',
      'default_dialing_code',
      'password_max_age_days',
    ])
    .where('code', '=', ctx.merchantCode)
    .executeTakeFirst();
  if (!row) throw new AppError('merchant.not.found', 404, ctx.merchantCode);
  return {
    usernameEnabled: row.register_username_enabled === 1,
    mobileEnabled: row.register_mobile_enabled === 1,
    affiliateRequired: row.affiliate_required === 1,
    captchaEnabled: row.register_captcha_enabled === 1,
    defaultCountryDialingCode: row.default_dialing_code,
    passwordMaxAgeDays: row.password_max_age_days,
  };
}

/** The i18n key the site translates for a field's failure: always `validation.<field>`. */
export const messageKeyOf = (field: RegisterField) => `validation.${field}`;

/** Rules the server falls back to when a forced field has no usable configuration row. */
const FALLBACK_REG_EXP: Partial<Record<RegisterField, string>> = {
  username: '^[A-Za-z][A-Za-z0-9]{3,15}$',
  password: '^(?=.*[A-Za-z])(?=.*\\d).{6,20}$',
  mobileNum: '^\\d{8,15}$',
  verificationCode: '^\\d{6}$',
};

function disabledRule(field: RegisterField): FieldRule {
  return {
    enabled: false,
    required: false,
    regExp: FALLBACK_REG_EXP[field] ?? '',
    messageKey: messageKeyOf(field),
  };
}

export async function loadFieldRules(ctx: AppContext): Promise<Record<RegisterField, FieldRule>> {
  const rows = await ctx.db
    .selectFrom('register_fields')
    .selectAll()
    .where('merchant_code', '=', ctx.merchantCode)
    .execute();
  const byField = new Map(rows.map((row) => [row.field, row]));
  const rules = {} as Record<RegisterField, FieldRule>;
  for (const field of REGISTER_FIELDS) {
    const row = byField.get(field);
    rules[field] = row
      ? {
          enabled: row.enabled === 1,
          required: row.enabled === 1 && row.required === 1,
          regExp: row.reg_exp,
          messageKey: row.message_key || messageKeyOf(field),
        }
      : disabledRule(field);
  }
  return rules;
}

export async function registerRules(ctx: AppContext): Promise<RegisterRules> {
  const [fields, settings] = await Promise.all([loadFieldRules(ctx), merchantAccountSettings(ctx)]);
  return { fields, captchaEnabled: settings.captchaEnabled };
}

const compiled = new Map<string, RegExp | null>();

/** The whole value must match: the source is wrapped as ^(?:source)$. A broken source checks nothing. */
function fullMatch(source: string): RegExp | null {
  let regExp = compiled.get(source);
  if (regExp === undefined) {
    try {
      regExp = new RegExp(`^(?:${source})$`);
    } catch {
      regExp = null;
    }
    compiled.set(source, regExp);
  }
  return regExp;
}

const LABELS: Record<RegisterField, { en: string; pt: string }> = {
  username: { en: 'Account', pt: 'Conta' },
  password: { en: 'Password', pt: 'Senha' },
  paymentPassword: { en: 'Payment password', pt: 'Senha de pagamento' },
  mobileNum: { en: 'Mobile number', pt: 'Número de celular' },
  verificationCode: { en: 'Verification code', pt: 'Código de verificação' },
  email: { en: 'E-mail', pt: 'E-mail' },
  nickname: { en: 'Nickname', pt: 'Apelido' },
  payeeName: { en: 'Name', pt: 'Nome' },
  idNumber: { en: 'ID number', pt: 'Número de identificação' },
  qqNum: { en: 'QQ', pt: 'QQ' },
  facebook: { en: 'Facebook', pt: 'Facebook' },
  wechat: { en: 'WeChat', pt: 'WeChat' },
  line: { en: 'Line', pt: 'Line' },
  whatsapp: { en: 'WhatsApp', pt: 'WhatsApp' },
  zalo: { en: 'Zalo', pt: 'Zalo' },
  recommenderId: { en: 'Recommender ID', pt: 'ID do recomendador' },
  affiliateCode: { en: 'Affiliate code', pt: 'Código de afiliado' },
};

/** The field names in Vietnamese (a map of its own, so edits of LABELS stay apart). */
const LABELS_VI: Record<RegisterField, string> = {
  username: 'Tài khoản',
  password: 'Mật khẩu',
  paymentPassword: 'Mật khẩu thanh toán',
  mobileNum: 'Số điện thoại',
  verificationCode: 'Mã xác minh',
  email: 'E-mail',
  nickname: 'Biệt danh',
  payeeName: 'Họ tên',
  idNumber: 'Số CMND/CCCD',
  qqNum: 'QQ',
  facebook: 'Facebook',
  wechat: 'WeChat',
  line: 'Line',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  recommenderId: 'ID người giới thiệu',
  affiliateCode: 'Mã mời',
};

/** The text of a field failure, naming the field in the request's language. */
export function fieldFailureText(
  field: RegisterField,
  language: Language,
  missing: boolean,
): string {
  const label = LABELS[field];
  if (language === 'VI') {
    const name = LABELS_VI[field];
    return missing ? `${name}: bắt buộc nhập` : `${name}: định dạng không đúng`;
  }
  if (language === 'PT') {
    return missing ? `${label.pt}: campo obrigatório` : `${label.pt}: formato incorreto`;
  }
  return missing ? `${label.en} is required` : `${label.en} format is incorrect`;
}

/**
 * register.field.invalid with value { field, messageKey }. `wireField` names the form field
 * when it differs from the rule (newPassword uses the password rule).
 */
export function fieldError(
  field: RegisterField,
  rule: FieldRule | undefined,
  language: Language,
  missing: boolean,
  wireField: string = field,
): AppError {
  return new AppError('register.field.invalid', 400, fieldFailureText(field, language, missing), {
    field: wireField,
    messageKey: rule?.messageKey ?? messageKeyOf(field),
  });
}

/** Does a non-empty trimmed value pass the field's expression? */
export function passesRule(field: RegisterField, rule: FieldRule, value: string): boolean {
  const source = rule.regExp || (rule.enabled ? '' : (FALLBACK_REG_EXP[field] ?? ''));
  if (!source) return true;
  const regExp = fullMatch(source);
  return regExp === null || regExp.test(value);
}

/** The password rule of the configuration (its fallback when the row is missing). */
export async function checkPasswordRule(
  ctx: AppContext,
  password: string,
  language: Language,
  wireField: string,
): Promise<void> {
  const rules = await loadFieldRules(ctx);
  const rule = rules.password;
  if (!passesRule('password', rule, password.trim())) {
    throw fieldError('password', rule, language, false, wireField);
  }
}

export type RegisterMethodKind = 'username' | 'mobile';

/**
 * Applies the configuration to a registration body: each enabled field that is required must
 * have a value and every non-empty value must match its expression. The method forces its own
 * fields (username; mobileNum and verificationCode) and the password whatever the flags say.
 * Disabled fields are dropped. Answers the trimmed values to store; throws the first failure
 * in REGISTER_FIELDS order (the order the form shows them).
 */
export function applyFieldRules(
  rules: Record<RegisterField, FieldRule>,
  body: Record<RegisterField, string>,
  method: RegisterMethodKind,
  language: Language,
): Record<RegisterField, string> {
  const forced = new Set<RegisterField>(
    method === 'username'
      ? ['username', 'password']
      : ['mobileNum', 'verificationCode', 'password'],
  );
  // The mobile method names the account itself; the username method has no code to check.
  const ignored = new Set<RegisterField>(
    method === 'username' ? ['verificationCode'] : ['username'],
  );
  const values = {} as Record<RegisterField, string>;
  for (const field of REGISTER_FIELDS) {
    values[field] = '';
    const rule = rules[field];
    if (ignored.has(field) || (!rule.enabled && !forced.has(field))) continue;
    const value = (body[field] ?? '').trim();
    if (value === '') {
      if (forced.has(field) || rule.required) throw fieldError(field, rule, language, true);
      continue;
    }
    if (!passesRule(field, rule, value)) throw fieldError(field, rule, language, false);
    values[field] = value;
  }
  return values;
}
