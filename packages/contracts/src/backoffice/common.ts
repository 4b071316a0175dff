import { z } from 'zod';

/** A page of a back-office list: the rows and how many match in all. */
export const boPage = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });

export const BoPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const BoIdParams = z.object({ id: z.coerce.number().int().positive() });

/** A reason an operator gives for a decision: required where the screen asks for one. */
export const BoReason = z.string().trim().min(3).max(500);
