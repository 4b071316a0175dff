/** The back office's identity-check reviews (issue 23, decision 049). */
export {};
