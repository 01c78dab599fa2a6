# One image per service (and the gateway): the workspace's sources run with tsx, as `npm start` runs them.
# docker build -f deploy/docker/service.Dockerfile --build-arg WORKSPACE=services/identity -t tp-identity .
FROM node:20-bookworm-slim
ARG WORKSPACE
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY packages ./packages
COPY services ./services
COPY gateway ./gateway
RUN npm ci --omit=dev --no-audit --no-fund --workspaces --include-workspace-root=false \
 && npm install --no-save --no-audit --no-fund tsx@4
ENV NODE_ENV=production WORKSPACE_DIR=/app/${WORKSPACE}
USER node
CMD ["sh", "-c", "exec node --import tsx \"$WORKSPACE_DIR/src/main.ts\""]
