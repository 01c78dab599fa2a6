# One image per service (and the gateway), running its compiled dist/main.js with plain node, as `npm start` does
# (docs/decisions/015): no TypeScript is transpiled at start. It holds that workspace's production dependencies only,
# never the web apps' nor another service's. `npm run images` builds them all (scripts/build-images.mjs); one by hand:
# docker build -f deploy/docker/service.Dockerfile --build-arg WORKSPACE=services/identity -t tutoring/identity:dev .
ARG NODE_IMAGE=node:22-bookworm-slim

# The workspace's production dependencies and the workspace packages (@tp/*) it links to. The lock file lists every
# workspace; npm installs only the one asked for, and does without the folders of the others.
FROM ${NODE_IMAGE} AS deps
ARG WORKSPACE
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages ./packages
COPY ${WORKSPACE} ./${WORKSPACE}
RUN test -n "$WORKSPACE" \
 && npm ci --omit=dev --workspace "$WORKSPACE" --include-workspace-root=false --no-audit --no-fund \
 && npm cache clean --force

# The bundle. esbuild, a development tool, is installed apart and linked in, so the tree above stays as it is.
FROM deps AS build
ARG WORKSPACE
COPY scripts/lib/build-services.mjs ./scripts/lib/
RUN npm install --prefix /opt/esbuild --no-save --no-package-lock --no-audit --no-fund esbuild@0.28.2 \
 && { test -e node_modules/esbuild || ln -s /opt/esbuild/node_modules/esbuild node_modules/esbuild; } \
 && node scripts/lib/build-services.mjs "$WORKSPACE"

# The sources stay beside the bundle: it reads its SQL migrations from them (services/*/src/data-access/migrations,
# packages/service-kit/src/**/migrations), where a checkout has them.
FROM deps
ARG WORKSPACE
COPY --from=build /app/${WORKSPACE}/dist ./${WORKSPACE}/dist
# catalog's UPLOAD_DIR in docker compose: a new named volume takes this folder's owner, so the node user can write it.
RUN mkdir -p /data/uploads && chown node:node /data/uploads
ENV NODE_ENV=production WORKSPACE_DIR=/app/${WORKSPACE}
USER node
# /health answers 200 while the process is alive and its event loop is not held up (a service's PORT, the gateway's
# GATEWAY_PORT).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || process.env.GATEWAY_PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node \"$WORKSPACE_DIR/dist/main.js\""]
