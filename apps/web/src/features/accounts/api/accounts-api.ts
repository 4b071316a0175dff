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
  type ChangePasswordBody,
  type ForgotByEmailBody,
  type LoginBody,
  type RegisterBody,
  type SetPasswordByPhoneBody,
  type SmsSendBody,
} from '@app/contracts';
import {
  ApiError,
  apiGet,
  apiRequest,
  guardParser,
  type ApiErrorCode,
} from '../../../lib/api-client.ts';
import { currentApiLanguage } from '../../../i18n/index.ts';
import { trackRequestEnd, trackRequestStart } from '../../../lib/network-store.ts';

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

/**
 * Forgot by e-mail goes form-encoded (spec section 3), which the shared client does not send;
 * this posts the form and reads the usual envelope, failing with the same ApiError.
 */
export async function forgotByEmail(body: ForgotByEmailBody): Promise<void> {
  const url = `${API.forgotByEmail}?${new URLSearchParams({ language: currentApiLanguage() })}`;
  const ticket = trackRequestStart();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ username: body.username, email: body.email }).toString(),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError('network.error', error instanceof Error ? error.message : 'Network error');
  } finally {
    trackRequestEnd(ticket);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(
      response.ok ? 'response.invalid' : 'server.error',
      `Unexpected response (${response.status})`,
      response.status,
    );
  }
  const record = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    unknown
  >;
  if (record.success === true) return;
  throw new ApiError(
    (typeof record.errorCode === 'string' && record.errorCode
      ? record.errorCode
      : 'server.error') as ApiErrorCode,
    typeof record.message === 'string' ? record.message : 'Unknown error',
    response.status,
    record.value,
  );
}
