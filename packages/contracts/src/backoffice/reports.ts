/** The back office's reports area (issue 22). */
export {};
