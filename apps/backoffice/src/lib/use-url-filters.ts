import { useSearchParams } from 'react-router';

/**
 * A list screen's filters kept in the URL: the current search parameters and an update that
 * sets the changed ones, dropping a filter that is empty or at its default so the URL stays short.
 */
export function useUrlFilters(defaults: Readonly<Record<string, string>> = {}) {
  const [params, setParams] = useSearchParams();
  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value && value !== defaults[key]) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return [params, update] as const;
}
