/** The back office's content area (issue 22). */
export {};
