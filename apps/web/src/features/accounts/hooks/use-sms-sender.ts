import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ACCOUNT, type FieldRule, type SmsPurpose } from '@app/contracts';
import { isApiError, type ApiError } from '../../../lib/api-client.ts';
import { loading } from '../../../lib/loading-store.ts';
import { sendSmsCode } from '../api/accounts-api.ts';
import { accountToast } from '../lib/account-ui-store.ts';
import type { FormErrors } from '../lib/form-errors.ts';
import { checkMobile } from '../lib/validation.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * "Get code": idle, sending (loading toast up to 10 s), sent (toast 1.5 s), then a countdown to
 * the server's expiry, back to idle at 0 (spec section 4). `send` answers the failure, if any,
 * so the form can show it under the mobile field.
 */
export function useSmsSender(purpose: SmsPurpose) {
  const { t } = useTranslation();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const secondsLeft = useCountdown(expiresAt);

  const send = useCallback(
    async (mobileNum: string, countryDialingCode: string): Promise<ApiError | null> => {
      setSending(true);
      loading.show({ message: t('auth.smsSending'), timeoutMs: ACCOUNT.smsSendingToastMs });
      try {
        const value = await sendSmsCode({ mobileNum, countryDialingCode, purpose });
        loading.hide();
        accountToast.show(t('auth.smsSent'), ACCOUNT.smsSentToastMs);
        setExpiresAt(value.expirationTime);
        setSent(true);
        return null;
      } catch (error) {
        loading.hide();
        if (isApiError(error)) return error;
        throw error;
      } finally {
        setSending(false);
      }
    },
    [purpose, t],
  );

  /**
   * A form's "get code": the number is checked first (message and focus on the mobile field),
   * and a refusal of the send shows under the mobile field too.
   */
  const sendFromForm = useCallback(
    async (
      form: Pick<FormErrors<'mobileNum'>, 'setError' | 'focus'>,
      mobileNum: string,
      countryDialingCode: string,
      mobileRule?: FieldRule,
    ) => {
      const mobileError = checkMobile(mobileNum, mobileRule);
      form.setError('mobileNum', mobileError);
      if (mobileError) {
        form.focus('mobileNum');
        return;
      }
      const failure = await send(mobileNum.trim(), countryDialingCode);
      if (failure) form.setError('mobileNum', { text: failure.message });
    },
    [send],
  );

  return { send, sendFromForm, sending, sent, secondsLeft };
}

export type SmsSender = ReturnType<typeof useSmsSender>;
