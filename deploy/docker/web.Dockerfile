# One image per web app (the shell or a remote): its built files behind nginx as a user without privileges, on port
# 8080, manifests never cached. `npm run images` builds them all (scripts/build-images.mjs); one by hand:
# docker build -f deploy/docker/web.Dockerfile --build-arg APP=mf-public -t tutoring/mf-public:dev .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /app
COPY . .
RUN test -n "$APP" && npm ci --no-audit --no-fund && node scripts/build-web.mjs --only "$APP" && rm -rf "$APP/dist/server"

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY deploy/docker/web-nginx.conf /etc/nginx/conf.d/default.conf
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
