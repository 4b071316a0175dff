/** The back office's agents area (issue 22). */
export {};
