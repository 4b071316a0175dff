/** The back office's providers area (issue 22). */
export {};
