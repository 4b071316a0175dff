/** Opens a link outside the app (customer service, messaging app) without handing it our window. */
export function openExternal(url: string): void {
  const opened = window.open(url, '_blank', 'noopener,noreferrer');
  if (!opened) window.location.assign(url);
}
