import { useState } from 'react';
import type { PlayerAvatar } from '@app/contracts';
import styles from './member-avatar.module.css';

/** Only CUSTOM avatars are full URLs; only http(s) ones are drawn. */
function customUrl(avatar: PlayerAvatar | undefined): string | null {
  if (avatar?.avatarType !== 'CUSTOM') return null;
  try {
    const url = new URL(avatar.avatar, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The member's picture: a CUSTOM URL, else (STATIC names, still loading, or a picture that
 * failed to load) a neutral built-in figure, so the header works offline and without art.
 * Decorative: the control around it carries the name.
 */
export function MemberAvatar({ avatar, size = 36 }: { avatar?: PlayerAvatar; size?: number }) {
  const url = customUrl(avatar);
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url) {
    return (
      <img
        className={styles.avatar}
        src={url}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <svg
      className={styles.avatar}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-avatar="builtin"
    >
      <circle cx="20" cy="20" r="20" fill="var(--avatar-bg, #d9dee7)" />
      <circle cx="20" cy="16" r="7" fill="var(--avatar-fg, #8a94a6)" />
      <path
        d="M7 34c2.4-6 7.4-9 13-9s10.6 3 13 9a20 20 0 0 1-26 0z"
        fill="var(--avatar-fg, #8a94a6)"
      />
    </svg>
  );
}
