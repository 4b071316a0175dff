import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH, POPUP_ROUTES, popupForPath } from './chrome-rules.ts';
import { useModalStore, type ModalFlag } from './modal-store.ts';

/** The canonical route of each popup: the first path listed for it (/register, not .html). */
const ROUTE_OF_POPUP: Partial<Record<ModalFlag, string>> = {};
for (const [path, flag] of Object.entries(POPUP_ROUTES)) ROUTE_OF_POPUP[flag] ??= path;

/**
 * Open, close and switch route-backed popups (login, register, forget). Closing a popup while
 * on its own route replaces the route with /m/home; switching while on a popup route moves to
 * the other popup's route so the address always matches what is shown.
 */
export function usePopup() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const setFlag = useModalStore((state) => state.set);

  const close = useCallback(
    (flag: ModalFlag) => {
      setFlag(flag, false);
      if (popupForPath(pathname) === flag) void navigate(HOME_PATH, { replace: true });
    },
    [pathname, navigate, setFlag],
  );

  const open = useCallback(
    (flag: ModalFlag) => {
      const onPopupRoute = popupForPath(pathname) !== null;
      const target = ROUTE_OF_POPUP[flag];
      setFlag(flag, true);
      if (onPopupRoute && target && popupForPath(pathname) !== flag) {
        void navigate(target, { replace: true });
      }
    },
    [pathname, navigate, setFlag],
  );

  return { open, close };
}
