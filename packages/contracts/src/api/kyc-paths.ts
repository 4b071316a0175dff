/**
 * Identity-check paths, member side (issue 23, decision 049). Kept out of API so the site's
 * first screen does not carry paths only the lazy identity page uses.
 */
export const KYC_API = {
  /** GET: the member's identity status and documents; POST: submits name and national id. */
  identity: '/wps/member/identity',
  /** POST: one document's image as the request body (any content type: the bytes decide). */
  document: '/wps/member/identity/documents/:kind',
} as const;

/** The member site's identity page. */
export const KYC_ROUTES = { identity: '/m/identity' } as const;
