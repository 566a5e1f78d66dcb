# The edge cache, behind nginx (deploy/nginx.conf), which terminates TLS, and in front of the
# site's instances, each reached through deploy/nginx-origin.conf, which compresses. A template: scripts/stack.mjs and docker-compose.yml fill in the ${…} placeholders.
# What it does and why: docs/edge.md.
#
# - Caches what the site's Cache-Control allows (s-maxage), and keeps a page past it for its
#   stale-while-revalidate time: served at once while it is fetched again in the background, and
#   served as it is while every instance is down.
# - Never caches a POST, an upload or the revalidation webhook; keeps a 404 only briefly.
# - Drops the request's cookies (no page reads one) and never stores a Set-Cookie.
# - Keeps a page compressed with brotli, with gzip and uncompressed, each fetched once (varnishd
#   runs with http_gzip_support off, so Accept-Encoding reaches the compressor as set here).
# - Tries a read (GET, HEAD) once more on the other instance when the one it went to did not
#   answer (killed, crashed, gone while answering), so a dead instance costs no visitor a page;
#   a write (an upload) is never sent twice: it gets a 503 with the site's JSON envelope.
# - Purges by content tag: `PURGE` with `xkey-purge: <keys>` from an allowed address drops every
#   object whose `xkey` response header names one of them (the site sends it, lib/edge/tags.mjs).
vcl 4.1;

import std;
import directors;
import xkey;

# /api/health/ready answers 200 once the instance has warmed up (its search is ready) and until
# it is told to stop (SIGTERM), whatever its Redis or provider do: the instance still serves
# pages then, so it stays in rotation. Probed often, so that a draining or stopped instance leaves
# the rotation within two seconds (it keeps serving for three: server-shutdown.mjs), and a new
# one joins only once it answers at full speed. `stack.mjs release` also sets an instance sick
# through varnishadm before stopping it (docs/operations.md, "Stopping and releasing").
probe site_health {
  .url = "/api/health/ready";
  .interval = 1s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

# Each instance through its own port of the compressing nginx (deploy/nginx-origin.conf).
backend site_1 {
  .host = "${ORIGIN_1_HOST}";
  .port = "${ORIGIN_1_PORT}";
  .probe = site_health;
  .connect_timeout = 1s;
  # An upload of up to 50 MB on a slow line (the site's own limit is 180 s for the whole send).
  .first_byte_timeout = 130s;
  .between_bytes_timeout = 60s;
}

backend site_2 {
  .host = "${ORIGIN_2_HOST}";
  .port = "${ORIGIN_2_PORT}";
  .probe = site_health;
  .connect_timeout = 1s;
  .first_byte_timeout = 130s;
  .between_bytes_timeout = 60s;
}

# Who may purge: the site's instances (POST /api/revalidate), never a visitor. nginx also refuses
# the PURGE method from outside, since its own requests come from an allowed address.
acl purgers {
  ${PURGE_ALLOW}
}

sub vcl_init {
  new sites = directors.round_robin();
  sites.add_backend(site_1);
  sites.add_backend(site_2);
}

sub vcl_recv {
  set req.backend_hint = sites.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the keys to purge in xkey-purge"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone + " objects"));
  }

  # Resumable uploads (tus): every method straight to an instance, never cached, and HEAD kept a
  # HEAD (a cache lookup would fetch it as a GET, which the endpoint does not serve). Pass streams
  # the body on as it arrives. Consecutive pieces may reach different instances: they share the
  # store under DATA_DIR and lock an upload in Redis (lib/upload/tus/redis-locker.ts).
  if (req.url ~ "^/api/uploads(/|\?|$)") {
    return (pass);
  }
  # Only reads are cached. A POST (an upload, the revalidation webhook) goes to an instance as
  # it came, cookies and all, and its answer is never stored.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The webhook and the health check are per request whatever they answer.
  if (req.url ~ "^/api/(revalidate|health)(\?|/|$)") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # Three variants at most (the page's Vary names Accept-Encoding): brotli, gzip, or neither.
  if (req.http.Accept-Encoding ~ "(^|[\s,])br([\s,;]|$)") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(^|[\s,])gzip([\s,;]|$)") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  # No page reads a cookie (the language is in the address), so a visitor's cookies (analytics,
  # consent…) must neither reach the site nor make every request a miss.
  unset req.http.Cookie;
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.host);
  return (lookup);
}

# A read that failed on one instance is tried once more (vcl_backend_response and
# vcl_backend_error below), on the other instance while the probe counts it healthy: the failed
# one may not be marked sick yet (two failed probes, about two seconds, after it died).
sub vcl_backend_fetch {
  if (bereq.retries > 0) {
    if (bereq.http.X-Failed-On == "site_1" && std.healthy(site_2)) {
      set bereq.backend = site_2;
    } elsif (bereq.http.X-Failed-On == "site_2" && std.healthy(site_1)) {
      set bereq.backend = site_1;
    } else {
      set bereq.backend = sites.backend();
    }
    unset bereq.http.X-Failed-On;
  }
}

# Whether a fetch may be sent again: a read, not sent again already. A write may have been
# partly received, so it is never repeated by the edge; the visitor's form sends it again.
sub retry_if_idempotent {
  if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries == 0) {
    set bereq.http.X-Failed-On = beresp.backend.name;
    return (retry);
  }
}

sub vcl_backend_response {
  # 502 and 504 come from the compressing nginx (deploy/nginx-origin.conf) when its instance
  # refused the connection or closed it mid-answer: the instance is gone. The site itself never
  # answers either.
  if (beresp.status == 502 || beresp.status == 504) {
    call retry_if_idempotent;
    return (error(503, "Instance unavailable"));
  }
  # Next names Accept-Encoding in a page's Vary and the origin's nginx names it again: once is
  # enough, and every byte of a page's headers goes out in its first round trip.
  if (beresp.http.Vary ~ "Accept-Encoding.*,\s*Accept-Encoding\s*$") {
    set beresp.http.Vary = regsub(beresp.http.Vary, ",\s*Accept-Encoding\s*$", "");
  }
  if (bereq.uncacheable) {
    return (deliver);
  }
  # An answer the site marks no-store (a share card that could not be drawn, a page rendered per
  # request) or private is never kept. Varnish itself reads only max-age and s-maxage; these are
  # left to the built-in vcl_backend_response, which the return (deliver) below skips.
  # https://varnish-cache.org/docs/7.1/users-guide/vcl-built-in-code.html
  if (beresp.http.Cache-Control ~ "(?i)(^|[\s,])(no-store|no-cache|private)([\s,=]|$)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # A stored answer is sent to every visitor: it must never set anyone's cookie.
  if (beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # A page the site asked to keep (s-maxage) is kept past it for its stale-while-revalidate
  # time, as a CDN would: served at once while it is refreshed, and served while the instances
  # are down. Varnish reads s-maxage into beresp.ttl itself; the grace is read here.
  if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
  }
  # An unknown address is kept a few seconds at most, so an item published a moment later is
  # found, and a stranger cannot fill the cache with long-lived 404s.
  if (beresp.status == 404 && beresp.ttl > 10s) {
    set beresp.ttl = 10s;
    set beresp.grace = 0s;
  }
  return (deliver);
}

sub vcl_backend_error {
  call retry_if_idempotent;
  # No instance answered. A form (an upload) shows its own localised message for a 503 and keeps
  # what the visitor typed (components/forms/useUpload.ts); it reads this JSON like the site's own.
  set beresp.http.Retry-After = "30";
  set beresp.http.Cache-Control = "no-store";
  call localised_unavailable;
  return (deliver);
}

# The answer when no instance answered, in the visitor's language (docs/edge.md, "When no
# instance answers"): the URL's language (/fr/…, /ar/…, /fa/…, else English); for /api/… (the
# forms' uploads, whose address names no language) the first language of Accept-Language, which
# the forms set to the page's language (lib/upload/browser/send.ts), else English. JSON for the
# API and for anything but GET and HEAD (a form reads it like the site's own answers), a page
# otherwise, its lang and dir those of the language. The texts are messages/*.json's "Edge"
# namespace, set by the same rules as the site's; lib/edge/unavailable.test.ts checks that these
# copies (and nginx.conf's) are the same.
sub localised_unavailable {
  if (bereq.url ~ "^/(ar|fr|fa)(/|\?|$)") {
    set beresp.http.Content-Language = regsub(bereq.url, "^/(ar|fr|fa).*$", "\1");
  } elsif (bereq.url ~ "^/api/" && bereq.http.Accept-Language ~ "^\s*(ar|fr|fa)([-_;,\s]|$)") {
    set beresp.http.Content-Language = regsub(bereq.http.Accept-Language, "^\s*(ar|fr|fa).*$", "\1");
  } else {
    set beresp.http.Content-Language = "en";
  }
  if (bereq.url ~ "^/api/") {
    # Its language came from this header: a cache on the way must not serve it to another.
    set beresp.http.Vary = "Accept-Language";
  }
  if (bereq.method != "GET" && bereq.method != "HEAD" || bereq.url ~ "^/api/") {
    set beresp.http.Content-Type = "application/json; charset=utf-8";
  } else {
    set beresp.http.Content-Type = "text/html; charset=utf-8";
  }
  if (beresp.http.Content-Language == "fr") {
    if (beresp.http.Content-Type ~ "^application/json") {
      synthetic({"{"success":false,"message":"Le site est momentanément indisponible ; veuillez réessayer dans quelques instants." }"});
    } else {
      synthetic({"<!doctype html><html lang="fr" dir="ltr"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Site momentanément indisponible</title><h1>Site momentanément indisponible</h1><p>Le site ne peut pas répondre pour le moment. Veuillez réessayer dans quelques instants.</p></html>"});
    }
  } elsif (beresp.http.Content-Language == "ar") {
    if (beresp.http.Content-Type ~ "^application/json") {
      synthetic({"{"success":false,"message":"الموقع غير متاح مؤقتًا؛ يُرجى المحاولة مرة أخرى بعد قليل." }"});
    } else {
      synthetic({"<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>الموقع غير متاح مؤقتًا</title><h1>الموقع غير متاح مؤقتًا</h1><p>يتعذّر على الموقع الاستجابة في الوقت الحالي. يُرجى المحاولة مرة أخرى بعد قليل.</p></html>"});
    }
  } elsif (beresp.http.Content-Language == "fa") {
    if (beresp.http.Content-Type ~ "^application/json") {
      synthetic({"{"success":false,"message":"وبگاه موقتاً در دسترس نیست؛ لطفاً لحظاتی دیگر دوباره تلاش کنید." }"});
    } else {
      synthetic({"<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>وبگاه موقتاً در دسترس نیست</title><h1>وبگاه موقتاً در دسترس نیست</h1><p>وبگاه در حال حاضر پاسخ‌گو نیست. لطفاً لحظاتی دیگر دوباره تلاش کنید.</p></html>"});
    }
  } else {
    if (beresp.http.Content-Type ~ "^application/json") {
      synthetic({"{"success":false,"message":"The site is unavailable for a moment; please try again shortly." }"});
    } else {
      synthetic({"<!doctype html><html lang="en" dir="ltr"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Temporarily unavailable</title><h1>Temporarily unavailable</h1><p>The site cannot answer for a moment. Please try again shortly.</p></html>"});
    }
  }
}

sub vcl_deliver {
  # PASS (never stored: a POST, the webhook, an answer the site marked no-store), HIT, MISS or
  # STALE (served past its lifetime: refreshing in the background, or the instances are down).
  # The tests and the bench read it; it tells a visitor nothing private.
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } else if (obj.hits > 0 && obj.ttl < 0s) {
    set resp.http.X-Cache = "STALE";
  } else if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.xkey;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  # What Next tells its own client router about an RSC answer (x-nextjs-prerender, twice, and
  # x-nextjs-stale-time) means nothing on a document, whose headers no script reads; nor does
  # a byte range of a page. Dropped from pages only, they shorten the headers a phone waits for
  # in a page's first round trip (docs/measured.md, "Through the edge"). x-nextjs-cache stays: it
  # tells whoever looks at a page through the edge whether the instance served it from its cache.
  if (resp.http.Content-Type ~ "^text/html") {
    unset resp.http.x-nextjs-prerender;
    unset resp.http.x-nextjs-stale-time;
    unset resp.http.Accept-Ranges;
  }
  return (deliver);
}

sub vcl_synth {
  set resp.http.Cache-Control = "no-store";
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  synthetic(resp.reason);
  return (deliver);
}
