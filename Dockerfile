# The portal as an image (docs/operations.md, decision 0073): the commands of the README and CI.
#   docker build --build-arg VITE_API_KEY=… -t tea-portal .      (deploy/compose.yaml builds it)
# Runs as `node`, serves on PORT (3000), keeps DATA_DIR in /data. Migrations are a release step:
# `docker run … tea-portal node apps/api/dist/migrate-cli.js`, or MIGRATE_ON_START (on by default).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY . .
# The web build carries the API key the server expects (API_KEY at run time must be the same).
ARG VITE_API_KEY
RUN test -n "$VITE_API_KEY" || (echo "VITE_API_KEY: required (--build-arg)" && exit 1)
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# pg_dump and pg_restore for `npm run backup` / `npm run restore` (the client of Debian 12: PostgreSQL 15).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# glibc's allocator: freed password hashes and image buffers go back to the system (decisions 0074, 0075).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
COPY --from=build --chown=node:node /app /app
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# What `npm start` ends with, on the build above.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
