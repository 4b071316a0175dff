/** Player protection (issue 23, decision 048): limits, reality checks, breaks, activity. */
export { ProtectionPage } from './protection-page.tsx';
