/**
 * Shown when a promotion's picture fails to load (spec 8: "a default image is used"). Inline,
 * so it cannot fail itself and costs no request.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2f3d"/><stop offset="1" stop-color="#151821"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><g fill="none" stroke="#d9a932" stroke-width="10" stroke-linejoin="round" opacity=".85"><rect x="315" y="120" width="120" height="100" rx="8"/><path d="M305 120h140v-28H305zM375 92v128"/><path d="M375 92c-20-40-60-30-45-8 8 10 45 8 45 8 0 0 37 2 45-8 15-22-25-32-45 8z"/></g></svg>`;

export const FALLBACK_PROMOTION_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
