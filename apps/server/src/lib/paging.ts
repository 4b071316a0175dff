/**
 * How many pages `count` rows fill. The count may arrive as text: PostgreSQL's count() is a
 * bigint, which pg hands over as a string.
 */
export function totalPages(count: string | number | bigint, pageSize: number): number {
  return Math.ceil(Number(count) / pageSize);
}
