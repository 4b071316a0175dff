import type { ReactNode } from 'react';

type Props = { link: string; className?: string; children: ReactNode };

/** A banner's tap target: its link when it has one, else just the picture. */
export function BannerLink({ link, className, children }: Props) {
  if (!link) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={link}>
      {children}
    </a>
  );
}
