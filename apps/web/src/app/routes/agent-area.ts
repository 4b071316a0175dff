/**
 * The route handle of the agent screens (spec section 2): the layout shows them the agent
 * footer instead of the member footer, so no screen draws a footer of its own. Compared by
 * identity: one object shared by every agent route.
 */
export const AGENT_AREA = { agentArea: true } as const;
