import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useModalStore, type ModalFlag } from '../../lib/modal-store.ts';

/**
 * Dialogs nobody sees before a tap (the side menu, the accounts popups) are not part of the
 * first download. Their module is fetched at the visitor's first touch or key press (the tap
 * that opens them usually lands a moment later), or at the latest when one of `flags` opens;
 * from then on they stay mounted, so their own follow-ups (a logout confirmation, a
 * registration prompt) outlive the dialog itself. Not on idle: measured, an idle prefetch
 * competed with the home page's first paint (Lighthouse LCP 2.1 s instead of 1.3 s).
 */
export function MountOnFirstOpen({
  flags,
  load,
  children,
  prefetchOnTouch = true,
}: {
  flags: readonly ModalFlag[];
  /** Off for dialogs few visitors ever open (the agent menu): fetched on opening only. */
  prefetchOnTouch?: boolean;
  /** Starts the download of the lazy module `children` renders (the same import). */
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  const open = useModalStore((state) => flags.some((flag) => state.flags[flag]));
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (!prefetchOnTouch) return;
    const prefetch = () => void load();
    const options = { once: true, passive: true, capture: true } as const;
    window.addEventListener('pointerdown', prefetch, options);
    window.addEventListener('keydown', prefetch, options);
    return () => {
      window.removeEventListener('pointerdown', prefetch, options);
      window.removeEventListener('keydown', prefetch, options);
    };
  }, [load, prefetchOnTouch]);

  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
