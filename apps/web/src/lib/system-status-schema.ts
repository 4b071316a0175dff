// Loaded on demand beside the status request so zod is not part of the entry bundle.
export { SystemStatus } from '@app/contracts';
