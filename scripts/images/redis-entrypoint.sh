#!/bin/sh
# As the official image: `redis-server …` listens for other containers (protected mode off; the
# network, not a password, keeps strangers out), and any other command runs as given.
set -e
if [ "$1" = redis-server ]; then
  shift
  exec redis-server --protected-mode no "$@"
fi
exec "$@"
