/** The back office's messages area (issue 22). */
export {};
