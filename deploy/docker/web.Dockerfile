# One image per web app (the shell or a remote): its built files behind nginx, manifests never cached.
# docker build -f deploy/docker/web.Dockerfile --build-arg APP=mf-public -t tp-mf-public .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node scripts/build-web.mjs --only ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY deploy/docker/web-nginx.conf /etc/nginx/conf.d/default.conf
