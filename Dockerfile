# syntax=docker/dockerfile:1
# One image for the operator's server and the game provider (decision 060): the server is the
# default command; compose.yaml runs the provider from it too. Both run their TypeScript
# directly (Node 24 strips the types, decision 001): only the sites are built.
ARG NODE_IMAGE=node:24-slim

# The workspaces' manifests alone, so the install layers are reused while only code changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY apps/provider/package.json apps/provider/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# The member site, the back office and the provider's game client, built with Vite.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# What runs: production dependencies only.
FROM manifests AS deps
RUN npm ci --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY packages/contracts ./packages/contracts
COPY apps/server/package.json ./apps/server/
COPY apps/server/src ./apps/server/src
COPY apps/server/scripts ./apps/server/scripts
COPY apps/provider/package.json ./apps/provider/
COPY apps/provider/src ./apps/provider/src
COPY apps/provider/scripts ./apps/provider/scripts
COPY scripts/provider-secrets.ts ./scripts/
COPY scripts/lib/provider-secrets.ts ./scripts/lib/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/backoffice/dist ./apps/backoffice/dist
COPY --from=build /app/apps/provider/dist ./apps/provider/dist
# The only place the processes write: SQLite files when no DATABASE_URL names PostgreSQL, and
# the brands' shared secrets (data/shared, a volume in compose.yaml).
RUN mkdir -p data/shared && chown -R node:node data
USER node
EXPOSE 3000 3100
# Liveness only: readiness (GET /readyz) is the load balancer's to judge, and a database that is
# away must not get a live process restarted.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--disable-warning=ExperimentalWarning", "apps/server/src/server.ts"]
