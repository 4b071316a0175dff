import { useEffect, useId, useRef, type ReactNode, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TIMING } from '@app/contracts';
import { CloseIcon } from './icons.tsx';
import styles from './dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name; also shown as the heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** center: popup card; right: side sheet from the right edge. */
  placement?: 'center' | 'right';
  /** Extra element class (panel). */
  className?: string;
  /** Element to focus first; defaults to a [data-autofocus] control, else the panel. */
  initialFocus?: () => HTMLElement | null;
}

/**
 * Modal dialog: role dialog with an accessible name, Escape closes, mask taps in the first
 * 300 ms after opening are ignored (spec section 4), focus moves in, stays in and returns.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  placement = 'center',
  className,
  initialFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openedAt = useRef(0);
  const onCloseRef = useRef(onClose);
  const initialFocusRef = useRef(initialFocus);

  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRef.current = initialFocus;
  });

  useEffect(() => {
    if (!open) return;
    openedAt.current = performance.now();
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    // A control marked data-autofocus (a form's first field), else the panel itself so a
    // screen reader announces the dialog by name before anything else.
    const target =
      initialFocusRef.current?.() ?? panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
    target?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === panel)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open) return null;

  const onMaskClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (performance.now() - openedAt.current < TIMING.dialogMaskGuardMs) return;
    onClose();
  };

  return createPortal(
    <div
      className={`${styles.mask} ${styles[placement]}`}
      onClick={onMaskClick}
      data-testid="dialog-mask"
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${className ?? ''}`}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('app.close')}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={styles.body} data-dialog-body>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
