import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';

export const DOCS_PATH = '/docs';

/**
 * The OpenAPI document, browsable (decision 060): Swagger UI, whose page loads only its own
 * files from this server (no inline script, no other origin), so it runs under the site's
 * Content-Security-Policy unchanged. Its `/docs/json` is the same document as GET
 * /wps/openapi.json.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    // The document is large: operations start folded, schemas are read where they are used.
    uiConfig: { docExpansion: 'none', defaultModelsExpandDepth: -1, deepLinking: true },
    // The public validator badge would send the document to another site.
    validatorUrl: false,
  });
}
