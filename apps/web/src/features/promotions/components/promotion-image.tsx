import { useState } from 'react';
import { FALLBACK_PROMOTION_IMAGE } from '../lib/fallback-image.ts';

interface Props {
  src: string | undefined;
  alt: string;
  className?: string;
  /** The detail banner is the page's largest paint; the list's covers load lazily. */
  priority?: boolean;
}

/** A promotion picture that falls back to the default image when it fails (spec 8). */
export function PromotionImage({ src, alt, className, priority = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      src={broken ? FALLBACK_PROMOTION_IMAGE : src}
      alt={alt}
      className={className}
      width={750}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (src) setFailed(src);
      }}
    />
  );
}
