import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { TIMING } from '@app/contracts';
import styles from './step-swiper.module.css';

export interface Step {
  key: string;
  title: string;
  text: string;
  art: ReactNode;
}

/**
 * A carousel of numbered steps (the iOS install steps, the home-screen guide): previous and
 * next buttons, one dot button per step, arrow keys, and a horizontal swipe beyond the spec's
 * 100 px threshold. Each slide is a labelled group ("Step 2 of 6: ..."); the current one is
 * announced politely. `footer` renders under the last slide only (the guide's submit button).
 */
export function StepSwiper({
  steps,
  label,
  lastSlideAction,
}: {
  steps: readonly Step[];
  label: string;
  lastSlideAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const id = useId();
  const total = steps.length;
  const go = (next: number) => setIndex(Math.min(total - 1, Math.max(0, next)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(total - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(distance) >= TIMING.swipeThresholdPx) go(index + (distance < 0 ? 1 : -1));
  };

  return (
    <section
      className={styles.swiper}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        id={`${id}-slides`}
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (startX.current = null)}
      >
        <div className={styles.track} style={{ transform: `translateX(${-100 * index}%)` }}>
          {steps.map((step, position) => (
            <div
              key={step.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('downloads.stepOf', {
                number: position + 1,
                total,
                title: step.title,
              })}
              aria-hidden={position !== index || undefined}
              inert={position !== index || undefined}
            >
              <div className={styles.art}>{step.art}</div>
              <p className={styles.number} aria-hidden="true">
                {position + 1}/{total}
              </p>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
              {position === total - 1 && lastSlideAction}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('downloads.previous')}
          aria-controls={`${id}-slides`}
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {steps.map((step, position) => (
            <button
              key={step.key}
              type="button"
              className={styles.dot}
              aria-label={t('downloads.goToStep', { number: position + 1 })}
              aria-current={position === index ? 'step' : undefined}
              aria-controls={`${id}-slides`}
              onClick={() => go(position)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('downloads.next')}
          aria-controls={`${id}-slides`}
          disabled={index === total - 1}
          onClick={() => go(index + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
