import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TIMING } from '@app/contracts';

/**
 * Runs `revalidate` 200 ms after the last language change (spec section 5), so the messages
 * on screen are worked out again in the new language.
 */
export function useLanguageRevalidate(revalidate: () => void): void {
  const { i18n } = useTranslation();
  const callback = useRef(revalidate);
  useEffect(() => {
    callback.current = revalidate;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), TIMING.languageDebounceLoginMs);
    };
    i18n.on('languageChanged', onChange);
    return () => {
      clearTimeout(timer);
      i18n.off('languageChanged', onChange);
    };
  }, [i18n]);
}
