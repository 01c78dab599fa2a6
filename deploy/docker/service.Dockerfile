# One image per service (and the gateway), running its compiled dist/main.js with plain node, as `npm start` does
# (docs/decisions/015): no TypeScript is transpiled at start.
# docker build -f deploy/docker/service.Dockerfile --build-arg WORKSPACE=services/identity -t tp-identity .
FROM node:20-bookworm-slim AS build
ARG WORKSPACE
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages ./packages
COPY services ./services
COPY gateway ./gateway
COPY scripts/lib/build-services.mjs ./scripts/lib/
RUN npm ci --omit=dev --no-audit --no-fund --workspaces --include-workspace-root=false \
 && npm install --no-save --no-audit --no-fund esbuild@0.28.2 \
 && node scripts/lib/build-services.mjs "$WORKSPACE"

FROM node:20-bookworm-slim
ARG WORKSPACE
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
# The sources stay beside the bundle: it reads its SQL migrations from them (services/*/src/data-access/migrations,
# packages/service-kit/src/**/migrations), where a checkout has them.
COPY packages ./packages
COPY services ./services
COPY gateway ./gateway
RUN npm ci --omit=dev --no-audit --no-fund --workspaces --include-workspace-root=false
COPY --from=build /app/${WORKSPACE}/dist ./${WORKSPACE}/dist
ENV NODE_ENV=production WORKSPACE_DIR=/app/${WORKSPACE}
USER node
CMD ["sh", "-c", "exec node \"$WORKSPACE_DIR/dist/main.js\""]
