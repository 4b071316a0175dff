import { useCallback, useEffect, useState } from 'react';
import type { CaptchaValue } from '@app/contracts';
import { fetchCaptcha } from '../api/service-api.ts';

/**
 * The feedback form's captcha: fetched when the screen opens (spec 2), again at every tap on the
 * image and after every try (captchas are single use on the server).
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [answer, setAnswer] = useState('');
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchCaptcha(controller.signal).then(setCaptcha, () => {
      // The image stays empty; a tap tries again.
    });
    return () => controller.abort();
  }, [generation]);

  const refresh = useCallback(() => {
    setAnswer('');
    setCaptcha(null);
    setGeneration((value) => value + 1);
  }, []);

  return { captcha, answer, setAnswer, refresh };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
