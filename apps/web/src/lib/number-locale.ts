/** Number format per UI language: PT groups with spaces, EN with commas; always 2 decimals. */
export function numberLocale(language: string): string {
  return language.startsWith('en') ? 'en-GB' : language.startsWith('vi') ? 'vi-VN' : 'pt-PT';
}
