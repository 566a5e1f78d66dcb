# syntax=docker/dockerfile:1
# The site as one image: build once, run the same image on every machine (one build id for all).
# Built and tested on every CI run (`npm run test:containers`: the image's promises, the suites
# that run it, the compose stack; docs/operations.md, "The image").
#
#   npm run image -- --build-arg SITE_URL=https://www.example.org \
#                    --build-arg PROVIDER_API_URL=https://cms.example.org/api
#   (docker build … -t inwrdam-site . on a machine whose Docker pulls the base image itself)
#
# Debian (glibc) rather than Alpine: sharp's prebuilt binaries for linux-x64 glibc are what npm
# installs in the build stage, and the standalone output carries them into the run stage.
# Pinned to a release (the tag moves only for rebuilds of the same Node version and Debian
# release); pin the digest too (`node:22.21.1-bookworm-slim@sha256:…`) where builds must be
# reproducible byte for byte.
ARG NODE_IMAGE=node:22.21.1-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see docs/toolchain.md.
RUN npm install --no-audit --no-fund

# On top of the dependencies' layer rather than a copy of it: copying node_modules (over 1 GB,
# tens of thousands of files) into a layer of its own took minutes and as much disk again.
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# Compiled into the build (docs/operations.md, "Running in production"): the public origin (absolute URLs,
# HSTS), the provider (its image host is the only one allowed), and optionally a fixed build id
# when images are built on several machines.
ARG SITE_URL=http://localhost:3000
ARG PROVIDER_API_URL=
ARG PROVIDER_IMAGE_ORIGINS=
ARG NEXT_BUILD_ID=
ENV SITE_URL=${SITE_URL} PROVIDER_API_URL=${PROVIDER_API_URL} \
    PROVIDER_IMAGE_ORIGINS=${PROVIDER_IMAGE_ORIGINS} NEXT_BUILD_ID=${NEXT_BUILD_ID}
RUN npm run build

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The standalone server with its traced node_modules (sharp and the share cards' TTF fonts
# included: next.config.mjs, outputFileTracingIncludes), hashed assets, public
# files and the server preload, owned by root and read-only to the `node` user the server runs
# as, so a flaw in the app cannot rewrite its own code or plant a file it would then serve
# (OWASP Docker Security cheat sheet: least privilege). Writable by `node`: DATA_DIR (uploads,
# outside anything served) and .next/cache (optimised images, fetch cache). Pages regenerated
# after the build are kept in memory, or in Redis with REDIS_URL, and never written under
# .next/server: the cache handler sees it is read-only and does not try (docs/shared-cache.md).
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
COPY --from=build /app/server-preload.mjs ./server-preload.mjs
COPY --from=build /app/server-shutdown.mjs ./server-shutdown.mjs
COPY --from=build /app/server-critical-css.mjs ./server-critical-css.mjs
# Debian's fontconfig configuration (and the DejaVu fonts it requires): the share cards are drawn
# by sharp's own Pango with the fonts in node_modules, but without a fontconfig configuration
# Pango finds no font at all and cannot tell the card's font from a fallback, so every card failed
# its check and redirected to the default one (docs/sharing.md). The same configuration as the
# machines whose cards are the references.
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fontconfig-config \
  && apt-get clean && rm -rf /var/lib/apt/lists/*
# Submissions to the embedded provider; mount a volume shared by every instance, or none with a
# remote provider.
RUN mkdir -p /data /app/.next/cache && chown node:node /data /app/.next/cache
VOLUME ["/data"]
USER node
EXPOSE 3000
# On the port the server listens on (PORT: an orchestrator may choose another).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node runs as PID 1 and receives `docker stop`'s SIGTERM itself: the instance drains (its
# readiness, /api/health/ready, answers 503 for 3 s while it still serves), then Next's server
# stops accepting connections, finishes the requests in flight and exits, within 60 s
# (server-shutdown.mjs, docs/operations.md "Stopping and releasing"). server-preload.mjs gives route
# handlers the client's socket address and repairs undecodable paths (docs/operations.md, "Uploads and abuse").
CMD ["node", "--import", "./server-preload.mjs", "server.js"]
