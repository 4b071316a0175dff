import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { TIMING, type Banner } from '@app/contracts';
import { usePrefersReducedMotion } from '../../lib/use-media-query.ts';
import { useDocumentVisible } from '../../lib/use-document-visible.ts';
import { BannerLink } from './banner-link.tsx';
import styles from './banner-carousel.module.css';

/** Intrinsic size of the server's banner art; the box keeps this ratio before the image loads. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;
const SWIPE_MIN_PX = 40;
const CLICK_SLOP_PX = 6;

type Props = {
  banners: readonly Banner[];
  autoplayMs?: number;
};

/**
 * Home banner carousel (spec 2): autoplay every 5 s, wrapping only with more than one banner.
 * Autoplay stops while the pointer or focus is inside, while the tab is hidden, when the user
 * pressed pause, and for people who prefer reduced motion (WAI-ARIA APG carousel pattern).
 */
export function BannerCarousel({ banners, autoplayMs = TIMING.bannerAutoplayMs }: Props) {
  const { t } = useTranslation();
  const count = banners.length;
  const loops = count > 1;
  const [rawIndex, setIndex] = useState(0);
  const index = count === 0 ? 0 : Math.min(rawIndex, count - 1);
  const [userPaused, setUserPaused] = useState(false);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragPx, setDragPx] = useState(0);
  const drag = useRef<{ id: number; startX: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  const visible = useDocumentVisible();
  const slidesId = useId();
  // The next slide is fetched only once the first is on screen: it must not compete with the
  // LCP image for bandwidth.
  const [firstShown, setFirstShown] = useState(false);

  const autoplay =
    loops && !userPaused && !hovering && !focused && !reducedMotion && visible && dragPx === 0;

  const go = useCallback(
    (next: number) => {
      if (count === 0) return;
      if (loops) setIndex(((next % count) + count) % count);
      else setIndex(Math.max(0, Math.min(count - 1, next)));
    },
    [count, loops],
  );

  // A fresh timer per slide, so a manual move also restarts the 5 s wait.
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => go(index + 1), autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplay, autoplayMs, go, index]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!loops || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { id: event.pointerId, startX: event.clientX, moved: false };
    suppressClick.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    if (!state.moved && Math.abs(dx) > CLICK_SLOP_PX) {
      state.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (state.moved) setDragPx(dx);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    drag.current = null;
    const dx = event.clientX - state.startX;
    if (state.moved) {
      suppressClick.current = true;
      const width = event.currentTarget.clientWidth || 1;
      if (Math.abs(dx) > Math.max(SWIPE_MIN_PX, width * 0.15)) go(index + (dx < 0 ? 1 : -1));
    }
    setDragPx(0);
  };

  const trackStyle = {
    transform: `translate3d(calc(${-index * 100}% + ${dragPx}px), 0, 0)`,
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.banners.label')}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovering(true)}
      onPointerLeave={() => setHovering(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          if (suppressClick.current) {
            suppressClick.current = false;
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        <div
          id={slidesId}
          className={styles.track}
          data-dragging={dragPx !== 0 || undefined}
          data-still={reducedMotion || undefined}
          style={trackStyle}
          aria-live={autoplay ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => {
            const current = i === index;
            // First slide is the LCP element; the next one is fetched early so a move never
            // shows an empty frame; the rest wait until they come near the viewport.
            const eager = i === 0 || i === index || (firstShown && i === (index + 1) % count);
            return (
              <div
                key={banner.id}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={t('home.banners.slide', { n: i + 1, total: count })}
                aria-hidden={!current || undefined}
                inert={!current}
              >
                <BannerLink link={banner.link} className={styles.link}>
                  <img
                    className={styles.image}
                    src={banner.url}
                    alt={banner.title}
                    width={BANNER_WIDTH}
                    height={BANNER_HEIGHT}
                    loading={eager ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding={i === 0 ? 'sync' : 'async'}
                    draggable={false}
                    onLoad={i === 0 ? () => setFirstShown(true) : undefined}
                  />
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      {loops && (
        <div className={styles.controls}>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.pause}
              aria-controls={slidesId}
              aria-label={userPaused ? t('home.banners.play') : t('home.banners.pause')}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                {userPaused ? (
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                ) : (
                  <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
                )}
              </svg>
            </button>
          )}
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-controls={slidesId}
                aria-label={t('home.banners.goTo', { n: i + 1 })}
                aria-current={i === index || undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

export function BannerCarouselSkeleton() {
  return <div className={`${styles.carousel} ${styles.skeleton}`} aria-hidden="true" />;
}
