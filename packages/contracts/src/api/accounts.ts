import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants.ts';

/**
 * Accounts calls of accounts-members.md sections 3 and 7: login, registration, SMS codes,
 * captcha, trial play, password flows, member info. Field names are the spec's. The server
 * checks every body with these schemas; the site validates its forms with the server's
 * registration rules (RegisterRules) before it sends.
 */

/** Text fields arrive trimmed: a user name with stray spaces is the same user name. */
const trimmed = (max: number) => z.string().trim().max(max);

export const CountryDialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'dialing code')
  .transform((value) => (value.startsWith('+') ? value : `+${value}`));

/** Digits only, 5 to 15 (E.164 subscriber part); field rules may ask for more. */
export const MobileNum = z
  .string()
  .trim()
  .regex(/^\d{5,15}$/, 'mobile number');

export const SmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'verification code');

export const CaptchaAnswer = trimmed(16);
/** Names the captcha the answer is for (from the captcha call). */
export const CaptchaKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** Password as typed: never trimmed (spaces may be part of it), bounded for hashing cost. */
export const PasswordText = z.string().min(1).max(64);

// ---------------------------------------------------------------------------------------------
// Captcha

export const CaptchaValue = z.object({
  captchaKey: z.string(),
  /** PNG, base64 without the data: prefix. */
  image: z.string(),
  /** 'text': type the characters shown; 'arithmetic': type the result of the sum shown. */
  kind: z.enum(['text', 'arithmetic']),
  /** Instant (ms) after which the server no longer accepts an answer. */
  expirationTime: z.number().int(),
});
export type CaptchaValue = z.infer<typeof CaptchaValue>;

// ---------------------------------------------------------------------------------------------
// Sessions

export const LoginType = z.enum(['username', 'sms']);
export type LoginType = z.infer<typeof LoginType>;

export const LoginBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: trimmed(32).min(1),
    password: PasswordText,
    captcha: CaptchaAnswer.optional(),
    captchaKey: CaptchaKey.optional(),
    remember: z.boolean().optional(),
    /** On a break or self-excluded: a session for withdrawals only (decision 048). */
    withdrawOnly: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: MobileNum,
    countryDialingCode: CountryDialingCode,
    verificationCode: SmsCode,
    captcha: CaptchaAnswer.optional(),
    captchaKey: CaptchaKey.optional(),
    remember: z.boolean().optional(),
    withdrawOnly: z.boolean().optional(),
  }),
]);
export type LoginBody = z.input<typeof LoginBody>;

/** What every call that signs someone in answers (login, register, trial, set password). */
export const LoginValue = z.object({
  /** Also set as the HttpOnly session cookie; other clients send it as a bearer token. */
  token: z.string(),
  userName: z.string(),
  customerType: z.number().int(),
  merchantCode: z.string(),
  /** The member must change the password before anything else (agent-created accounts). */
  firstTimeLogin: z.boolean(),
  /** The password has expired, or the login used a temporary password: change it now. */
  passwordExpired: z.boolean(),
  /** The login before this one (ISO instant), null on the first. */
  lastLoginTime: z.string().nullable(),
});
export type LoginValue = z.infer<typeof LoginValue>;

/**
 * A session hand-off code (decision 029): what a page URL's `?token=` carries, issued to a
 * signed-in member for that purpose, valid ACCOUNT.handoffCodeTtlMs and good for one redeem.
 * Never a session token: a session token is refused where a code is expected.
 */
export const HandoffCode = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'hand-off code');

export const HandoffValue = z.object({
  code: HandoffCode,
  /** ISO instant after which the code is refused. */
  expiresAt: z.string(),
});
export type HandoffValue = z.infer<typeof HandoffValue>;

export const HandoffRedeemBody = z.object({ code: HandoffCode });
export type HandoffRedeemBody = z.infer<typeof HandoffRedeemBody>;

/** value of a failed login: the client shows the captcha input when `captcha` is true. */
export const LoginFailureValue = z.object({
  captcha: z.boolean(),
  retryAfterMs: z.number().int().optional(),
});
export type LoginFailureValue = z.infer<typeof LoginFailureValue>;

// ---------------------------------------------------------------------------------------------
// SMS codes

export const SmsPurpose = z.enum(['register', 'login', 'resetPassword']);
export type SmsPurpose = z.infer<typeof SmsPurpose>;

export const SmsSendBody = z.object({
  mobileNum: MobileNum,
  countryDialingCode: CountryDialingCode,
  purpose: SmsPurpose,
});
export type SmsSendBody = z.input<typeof SmsSendBody>;

export const SmsSendValue = z.object({
  /** Instant (ms) the code expires; the "get code" countdown runs to it. */
  expirationTime: z.number().int(),
});
export type SmsSendValue = z.infer<typeof SmsSendValue>;

// ---------------------------------------------------------------------------------------------
// Registration

/** Contact and profile fields of a registration: kept as given, no behaviour of their own. */
export const REGISTER_PROFILE_FIELDS = [
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
] as const;

/** Fields of the registration field configuration (spec section 5 rule set), in form order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'nickname',
  'payeeName',
  ...REGISTER_PROFILE_FIELDS,
  'affiliateCode',
] as const;
export const RegisterField = z.enum(REGISTER_FIELDS);
export type RegisterField = z.infer<typeof RegisterField>;

export const FieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** JavaScript regular expression source; the whole trimmed value must match. */
  regExp: z.string(),
  /** i18n key of the message shown when the value fails the rule. */
  messageKey: z.string(),
});
export type FieldRule = z.infer<typeof FieldRule>;

/** Registration field configuration: per field rules plus the captcha switch. */
export const RegisterRules = z.object({
  fields: z.record(RegisterField, FieldRule),
  captchaEnabled: z.boolean(),
});
export type RegisterRules = z.infer<typeof RegisterRules>;

/** Register settings: which methods are on (both tabs show only when both are). */
export const RegisterSettingsValue = z.object({
  usernameEnabled: z.boolean(),
  mobileEnabled: z.boolean(),
  /** An affiliate code must be given when the link does not carry one. */
  affiliateRequired: z.boolean(),
  defaultCountryDialingCode: z.string(),
});
export type RegisterSettingsValue = z.infer<typeof RegisterSettingsValue>;

export const RegisterMethod = z.enum(['APP', 'H5', 'PWA', 'WEBCLIP']);
export type RegisterMethod = z.infer<typeof RegisterMethod>;

const optionalText = (max: number) => trimmed(max).default('');

/**
 * Registration payload of spec section 3. Blank optional fields arrive as empty text; the
 * server applies the field configuration on top of these shape checks.
 */
export const RegisterBody = z.object({
  countryDialingCode: z.union([CountryDialingCode, z.literal('')]).default(''),
  registerUrl: optionalText(255),
  registerMethod: RegisterMethod,
  username: optionalText(32),
  password: PasswordText,
  confirmPassword: PasswordText,
  affiliateCode: optionalText(32),
  paymentPassword: z.string().max(64).default(''),
  recommenderId: optionalText(32),
  nickname: optionalText(32),
  payeeName: optionalText(64),
  email: optionalText(128),
  mobileNum: optionalText(20),
  idNumber: optionalText(32),
  qqNum: optionalText(32),
  facebook: optionalText(64),
  wechat: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(32),
  zalo: optionalText(32),
  captcha: optionalText(16),
  captchaKey: z.union([CaptchaKey, z.literal('')]).default(''),
  type: z.literal(0),
  domain: optionalText(255),
  verificationCode: optionalText(6),
  /** Age (18+) and terms agreement; registration is refused without it. */
  agreement: z.literal(true),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** Registration signs the member in; `account` is the generated account name to remember. */
export const RegisterValue = LoginValue.extend({ account: z.string() });
export type RegisterValue = z.infer<typeof RegisterValue>;

export const UsernameCheckQuery = z.object({ username: trimmed(32).min(1) });
export const UsernameCheckValue = z.object({ available: z.boolean() });

export const AffiliateCheckBody = z.object({
  code: trimmed(32).min(1),
  domain: optionalText(255),
});
export const AffiliateCheckValue = z.object({ success: z.boolean() });

export const AffiliateLookupQuery = z.object({ domain: trimmed(255).min(1) });
/** The affiliate code bound to a link's domain, null when the domain has none. */
export const AffiliateLookupValue = z.object({ code: z.string().nullable() });

// ---------------------------------------------------------------------------------------------
// Passwords

/** Forgot by e-mail (form-encoded on the wire): the answer is the same whether or not the pair matched. */
export const ForgotByEmailBody = z.object({
  username: trimmed(32).min(1),
  // Same language as the spec's /^[\w.+-]+@\w+([.-]?\w+)*(\.[A-Za-z]{2,3})+$/, without its
  // nested optional quantifier, which backtracks exponentially (a 30-character input took
  // seconds): an open call must not be stallable by one request.
  email: trimmed(128).regex(EMAIL_PATTERN, 'e-mail'),
});
export type ForgotByEmailBody = z.input<typeof ForgotByEmailBody>;

/** Set password by phone: signs the member in on success. */
export const SetPasswordByPhoneBody = z.object({
  mobileNum: MobileNum,
  countryDialingCode: CountryDialingCode,
  verificationCode: SmsCode,
  newPassword: PasswordText,
});
export type SetPasswordByPhoneBody = z.input<typeof SetPasswordByPhoneBody>;

/** passWordChangeV2. */
export const ChangePasswordBody = z.object({
  oldPassword: PasswordText,
  newPassword: PasswordText,
  confirmNewPassword: PasswordText,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

// ---------------------------------------------------------------------------------------------
// Member

export const MemberInfo = z.object({
  id: z.number().int(),
  nickname: z.string(),
  account: z.string(),
  userName: z.string(),
  type: z.number().int(),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  lastLoginTime: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof MemberInfo>;

export const AvatarType = z.enum(['CUSTOM', 'STATIC']);
export const PlayerAvatar = z.object({
  /** CUSTOM: a full URL; STATIC: an image name under the avatar path (add .png). */
  avatar: z.string(),
  avatarType: AvatarType,
});
export type PlayerAvatar = z.infer<typeof PlayerAvatar>;

/** Wallet total in integer cents; shown with 2 decimals. */
export const WalletBalance = z.object({
  /** Cash: what the member may withdraw. */
  sumBalance: z.number().int().min(0),
  /** The active bonus and its winnings: playable, not withdrawable (issue 25). */
  bonusBalance: z.number().int().min(0),
});
export type WalletBalance = z.infer<typeof WalletBalance>;

/** Unread counts; total = announcements + chat + inbox (spec section 3). */
export const UnreadCounts = z.object({
  inbox: z.number().int().min(0),
  chat: z.number().int().min(0),
  announcements: z.number().int().min(0),
  activities: z.number().int().min(0),
  loginPopups: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type UnreadCounts = z.infer<typeof UnreadCounts>;

/** Development outbox (GET /dev/outbox, absent in production). */
export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
