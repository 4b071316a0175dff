/** The machine's own zone, put back after a test pinned another. */
const MACHINE_ZONE = process.env.TZ;

/** Node reads TZ at once: the device clock of the code under test becomes `zone`. */
export function setZone(zone: string) {
  process.env.TZ = zone;
}

export function restoreZone() {
  if (MACHINE_ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = MACHINE_ZONE;
}
