#!/bin/sh
# A release with docker-compose: the site's new image built once, then its two containers
# replaced one at a time, each back in rotation before the next leaves it, so that visitors never
# see a failed request (docs/operations.md, "Releasing with docker-compose"). Run it where
# `docker-compose up` was run, with the same variables (REVALIDATE_SECRET, SITE_URL, …).
#
#   sh deploy/compose-release.sh
#
# COMPOSE chooses the command (default docker-compose; podman-compose works the same way).
set -eu
compose=${COMPOSE:-docker-compose}

# Both services name one image (SITE_IMAGE, default inwrdam-site): one build, one build id for both.
$compose build site-1

for service in site-1 site-2; do
  # Compose stops the old container (SIGTERM: it drains for 3 s, which takes it out of Varnish's
  # rotation, then finishes what it serves) and starts a new one from the new image.
  $compose up --detach --no-deps --force-recreate "$service"
  id=$($compose ps -q "$service")
  echo "release: $service is $id; waiting for its health check"
  until [ "$(docker inspect --format '{{.State.Health.Status}}' "$id")" = healthy ]; do
    sleep 2
  done
  # The new container has a new address on the network: the compressing nginx resolves its
  # upstreams when it loads its configuration, so it reloads (gracefully) to find it.
  $compose exec -T origin nginx -c /etc/nginx/origin.conf -s reload
  # Varnish's probe (deploy/varnish.vcl: every second, two good answers of three) takes it back.
  until $compose exec -T cache varnishadm backend.list | grep -Eq "site_${service#site-}[[:space:]].*[[:space:]]healthy"; do
    sleep 1
  done
  echo "release: $service is back in rotation"
done
