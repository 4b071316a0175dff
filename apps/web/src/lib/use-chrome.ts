import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { chromeFor, type ChromeState } from './chrome-rules.ts';

/** The chrome rules for the current location. */
export function useChrome(): ChromeState {
  const { pathname, search } = useLocation();
  return useMemo(() => chromeFor(pathname, search), [pathname, search]);
}
