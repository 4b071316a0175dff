/** Identity-check paths, member side (issue 23, decision 049). */
export {};
