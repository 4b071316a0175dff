/**
 * Shown when a game's picture fails to load (spec 8: "a default image is used"). Inline, so it
 * cannot fail itself and costs no request.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2f3d"/><stop offset="1" stop-color="#151821"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/><g fill="none" stroke="#d9a932" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" opacity=".85"><rect x="46" y="72" width="108" height="62" rx="31"/><path d="M76 92v22M65 103h22"/></g><g fill="#d9a932" opacity=".85"><circle cx="124" cy="96" r="6"/><circle cx="136" cy="110" r="6"/></g></svg>`;

export const FALLBACK_GAME_ART = `data:image/svg+xml,${encodeURIComponent(svg)}`;
