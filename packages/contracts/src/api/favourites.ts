/* Issue 5's contracts for this call; filled in by its feature. */
export {};
