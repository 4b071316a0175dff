/**
 * The route handle of the agent screens (spec section 2): the layout shows them the agent
 * footer instead of the member footer, so no screen draws a footer of its own.
 */
export const AGENT_AREA = { agentArea: true } as const;

export function isAgentArea(handle: unknown): boolean {
  return (handle as Partial<typeof AGENT_AREA> | undefined)?.agentArea === true;
}
