import {
  AffiliateCheckValue,
  AffiliateLookupValue,
  API,
  CaptchaValue,
  LoginValue,
  RegisterRules,
  RegisterSettingsValue,
  RegisterValue,
  SmsSendValue,
  UsernameCheckValue,
  type ChangePasswordBody,
  type ForgotByEmailBody,
  type LoginBody,
  type RegisterBody,
  type SetPasswordByPhoneBody,
  type SmsSendBody,
} from '@app/contracts';
import { apiGet, apiRequest, guardParser } from '../../../lib/api-client.ts';

/**
 * The accounts calls of spec section 7. Only the lazily loaded forms import this module, so the
 * contracts' schemas (and zod) stay out of the entry bundle.
 */

/** An answer whose value the site does not read. */
const AnyValue = guardParser((_value: unknown): _value is unknown => true, 'value');

export const fetchCaptcha = (signal?: AbortSignal) => apiGet(API.captcha, CaptchaValue, { signal });

export const login = (body: LoginBody) =>
  apiRequest(API.login, LoginValue, { method: 'POST', body });

export const startTrial = () => apiRequest(API.trialUser, LoginValue, { method: 'POST', body: {} });

export const sendSmsCode = (body: SmsSendBody) =>
  apiRequest(API.smsSend, SmsSendValue, { method: 'POST', body });

export const fetchRegisterRules = (signal?: AbortSignal) =>
  apiGet(API.registerRules, RegisterRules, { signal });

export const fetchRegisterSettings = (signal?: AbortSignal) =>
  apiGet(API.registerSettings, RegisterSettingsValue, { signal });

export const checkAffiliateCode = (code: string, domain: string) =>
  apiRequest(API.affiliateCheck, AffiliateCheckValue, { method: 'POST', body: { code, domain } });

export const checkUsername = (username: string) =>
  apiGet(API.usernameCheck, UsernameCheckValue, { query: { username } });

export const lookupAffiliateCode = (domain: string, signal?: AbortSignal) =>
  apiGet(API.affiliateLookup, AffiliateLookupValue, { query: { domain }, signal });

export const register = (method: 'username' | 'mobile', body: RegisterBody) =>
  apiRequest(method === 'mobile' ? API.registerMobile : API.register, RegisterValue, {
    method: 'PUT',
    body,
  });

export const setPasswordByPhone = (body: SetPasswordByPhoneBody) =>
  apiRequest(API.setPasswordByPhone, LoginValue, { method: 'POST', body });

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest(API.changePassword, AnyValue, { method: 'POST', body });

/** Forgot by e-mail goes form-encoded (spec section 3). */
export const forgotByEmail = async ({ username, email }: ForgotByEmailBody): Promise<void> => {
  await apiRequest(API.forgotByEmail, AnyValue, { method: 'POST', form: { username, email } });
};
