import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { link: string; className?: string; children: ReactNode };

/** Site routes arrive as `/m/...`; the router adds the /m basename itself. */
export function routerPath(link: string): string {
  return link.replace(/^\/m(?=\/|$)/, '') || '/';
}

/**
 * A banner's tap target: a site route through the router (no page reload), an outside address
 * in a new tab, or just the picture when the banner has no link.
 */
export function BannerLink({ link, className, children }: Props) {
  if (!link) return <span className={className}>{children}</span>;
  if (/^https?:\/\//i.test(link)) {
    return (
      <a className={className} href={link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={routerPath(link)}>
      {children}
    </Link>
  );
}
