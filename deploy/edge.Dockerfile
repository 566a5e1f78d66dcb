# The edge's programs from Debian's packages, as scripts/stack.mjs runs them on a machine:
# nginx with its brotli module (TLS), Varnish with varnish-modules (the cache, xkey), openssl for
# a self-signed certificate, envsubst to fill the templates in deploy/. docker-compose.yml runs
# this image three times: the TLS nginx, Varnish, and the compressing nginx.
FROM debian:bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    nginx libnginx-mod-http-brotli-filter varnish varnish-modules openssl gettext-base ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY deploy/nginx.conf deploy/nginx-origin.conf deploy/varnish.vcl /deploy/
