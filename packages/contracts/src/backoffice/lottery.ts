/** The back office's lottery area (issue 22). */
export {};
