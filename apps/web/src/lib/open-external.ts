/**
 * Opens a link outside the app (customer service, messaging app) in a new tab without handing
 * it our window. A real anchor click, not window.open: with `noopener` window.open returns null
 * whether or not it opened, so its result cannot tell a blocked popup from a success.
 */
export function openExternal(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.target = '_blank';
  anchor.rel = 'noopener noreferrer';
  anchor.click();
}
