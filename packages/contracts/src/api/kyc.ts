/** Identity checks, member side (issue 23, decision 049). */
export {};
