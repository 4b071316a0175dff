/** 0 normal, 1 maintenance (wins when both hold), 2 region restricted only. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export function resolveSystemStatus(flags: {
  maintenance: boolean;
  regionRestriction: boolean;
}): SystemStatusCode {
  if (flags.maintenance) return SYSTEM_STATUS.maintenance;
  if (flags.regionRestriction) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}
