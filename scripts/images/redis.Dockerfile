# Stand-in for the public redis:7-alpine (scripts/images.mjs builds it only when no image of that
# name exists): Debian's Redis 7 on the local Debian stand-in, run as the `redis` user in /data,
# reachable from other containers as the official image is (its build turns protected mode off).
FROM debian:bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown redis:redis /data
COPY redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
WORKDIR /data
USER redis
EXPOSE 6379
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
CMD ["redis-server"]
