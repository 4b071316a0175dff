import { useCallback, useEffect, useState } from 'react';
import type { CaptchaValue } from '@app/contracts';
import { fetchCaptcha } from '../api/accounts-api.ts';

/**
 * A captcha input with its image. Shown when `required` (registration configured with a
 * captcha) or after `show()` (a failed login that asked for one); each show, refresh (the image
 * tap) or failed try fetches a new image: captchas are single use.
 */
export function useCaptcha(required = false) {
  const [flagged, setFlagged] = useState(false);
  const shown = required || flagged;
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [answer, setAnswer] = useState('');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!shown) return;
    let live = true;
    fetchCaptcha().then(
      (next) => {
        if (live) setCaptcha(next);
      },
      () => {
        // The image stays empty; a tap tries again.
      },
    );
    return () => {
      live = false;
    };
  }, [shown, generation]);

  const refresh = useCallback(() => {
    setAnswer('');
    setCaptcha(null);
    setGeneration((value) => value + 1);
  }, []);

  const show = useCallback(() => {
    if (shown) refresh();
    else setFlagged(true);
  }, [shown, refresh]);

  /** The captcha part of a request body (nothing while hidden). */
  const payload = (): { captcha?: string; captchaKey?: string } =>
    shown && captcha ? { captcha: answer.trim(), captchaKey: captcha.captchaKey } : {};

  return { shown, captcha, answer, setAnswer, refresh, show, payload };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
