/** The back office's games area (issue 22). */
export {};
