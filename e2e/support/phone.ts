/** The phone every journey (and the README screenshot) uses: 390 x 844 at 2x, touch, pt-BR. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
} as const;
