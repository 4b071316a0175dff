import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The page URL's query, read and replaced through the location the app already tracks. Not
 * react-router's useSearchParams: that hook alone would add its helpers to the vendor chunk
 * every first visit downloads, for the benefit of two lazy screens.
 */
export function useUrlQuery(): [
  URLSearchParams,
  (update: (previous: URLSearchParams) => URLSearchParams) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const replace = useCallback(
    (update: (previous: URLSearchParams) => URLSearchParams) => {
      const next = update(new URLSearchParams(search)).toString();
      // Filters replace the history entry: back leaves the page instead of stepping through them.
      // They render at once rather than as a transition: a transition may wait, and until it
      // renders the chip or box just tapped would show its old state again.
      void navigate({ search: next ? `?${next}` : '' }, { replace: true, flushSync: true });
    },
    [search, navigate],
  );
  return [params, replace];
}
