# syntax=docker/dockerfile:1
# Same commands as CI (.ci/run): npm ci, then the production build.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and sharp ship prebuilt binaries for linux-x64 inside their npm packages.
# npm still runs better-sqlite3's implicit `node-gyp rebuild`, which finds the prebuilt binary
# and compiles nothing, but gyp itself needs Python and make (and a compiler should a binary
# ever be missing); node-gyp uses the headers that ship with Node instead of downloading them.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_PATH=/app/data/app.db
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations run and an empty database is seeded at start-up; SIGTERM shuts down gracefully.
CMD ["node", "dist/server/index.js"]
