import { z } from 'zod';
export const X = z.object({ a: z.number() });
export type X = z.infer<typeof X>;
