import { usePasswordHashCost } from '../lib/passwords.ts';

// Every test file hashes at the cheap cost, also before (or without) an app, e.g. insertMember;
// passwords.test.ts switches to the standard cost to check it. Production refuses this cost.
usePasswordHashCost('test');
