/** The agent screens in one lazy chunk: they share the texts, styles and queries. */
export { AgentHomePage } from './agent-home-page.tsx';
export { AgentRegisterPage } from './agent-register-page.tsx';
