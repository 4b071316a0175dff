/**
 * Third-party sign-in providers that are set up for this site. None is: social buttons show
 * only when their white-label flag is on AND the provider is listed here.
 */
export type SocialProvider = 'facebook' | 'google';
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = [];

/** Dialing code until the register settings answer (the merchant default of the demo). */
export const DEFAULT_DIALING_CODE = '+55';
