import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * A lazily loaded part the page can do without (a bar, a widget, a shortcut) that shows without
 * being asked for: when its code cannot be fetched (the phone went offline before it loaded) it
 * renders nothing instead of failing the whole route into its error screen. React keeps the
 * outcome, so the part comes back with the next page load.
 */
export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: Nothing as ComponentType<P> };
    }
  });
}
