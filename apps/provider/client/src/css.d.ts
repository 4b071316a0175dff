/** Stylesheets a page imports: Vite bundles them with that page's chunk. */
declare module '*.css';
