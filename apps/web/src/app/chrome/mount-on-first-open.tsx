import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useModalStore, type ModalFlag } from '../../lib/modal-store.ts';

/**
 * Dialogs nobody sees before a tap (the side menu, the accounts popups) are not part of the
 * first download. Their module is fetched when the browser is idle after the page has loaded,
 * or at the latest when one of `flags` first opens; from then on they stay mounted, so their
 * own follow-ups (a logout confirmation, a registration prompt) outlive the dialog itself.
 */
export function MountOnFirstOpen({
  flags,
  load,
  children,
}: {
  flags: readonly ModalFlag[];
  /** Starts the download of the lazy module `children` renders (the same import). */
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  const open = useModalStore((state) => flags.some((flag) => state.flags[flag]));
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2_000));
    idle(() => void load());
  }, [load]);

  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
