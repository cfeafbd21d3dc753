vcl 4.1;
# The proxy cache in front of the Next.js server (docs/operations.md, "The proxy cache").
# `npm run serve:edge` starts Varnish with this file, rewriting the backend's port to PORT.
# Pages announce their cache tags in `Surrogate-Key`; every write sends
# `PURGE /` with `xkey: <tags>` (lib/edge/purge.ts), which drops every page holding one of them.

import xkey;

backend app {
    .host = "127.0.0.1";
    .port = "3000";
    # A first render of the heaviest page after a purge can take a few seconds on a busy box.
    .first_byte_timeout = 60s;
}

# Who may purge: the app servers. Add their addresses when they run on other machines.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "PURGE needs an xkey header with the tags to purge"));
        }
        # A hard purge: the next request fetches the page again. A soft purge would keep the
        # old copy for grace and serve it once more, which a write must never allow.
        set req.http.n-gone = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The data protocol (POST anyway) and whatever a signed-in request asks for stay uncached.
    if (req.url ~ "^/api/" || req.http.Authorization) {
        return (pass);
    }
    # /search renders whatever it is asked (private, no-store): never cached, its query kept.
    if (req.url ~ "^/search(\?|$)") {
        return (pass);
    }
    # Pages are the same for every visitor (personal data renders in the browser), so a cookie
    # must not split or bypass the cache.
    unset req.http.Cookie;

    # Query strings on pages: the server renders the canonical page and the browser applies
    # the URL's filters, so `?q=…`, tracking parameters and junk all map to one object and the
    # app never sees them. Next's client navigations add `_rsc`, a hash of the router headers
    # that Next checks (a request without it is redirected): it is kept for RSC requests only.
    # Those headers are in the response's Vary, so HTML and RSC payloads never mix.
    # Build assets (/_next/…) and generated metadata images keep their query strings.
    if (req.url !~ "^/_next/" && req.url !~ "^[^?]*(opengraph-image|twitter-image|icon)[^/?]*(/[a-z0-9-]+)?(\?|$)") {
        if (req.http.RSC && req.url ~ "[?&]_rsc=") {
            set req.url = regsub(req.url, "^([^?]*)\?(.*&)?(_rsc=[^&]*).*$", "\1?\3");
        } else {
            set req.url = regsub(req.url, "\?.*$", "");
        }
    }
    return (hash);
}

sub vcl_backend_response {
    # Keep the stale copy when a background refresh meets a failing server.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Cache only what the app marks as shared: `public` or `s-maxage`. Everything else (the
    # `private, no-store` of personal or dynamic responses, no Cache-Control at all) passes, and
    # so does `max-age=0` (Next's public/ files and share images): kept with no TTL, Varnish
    # would serve it stale for its default grace.
    if (beresp.http.Set-Cookie
        || beresp.ttl <= 0s
        || beresp.http.Cache-Control !~ "(^|[ ,])(public|s-maxage=)"
        || beresp.http.Cache-Control ~ "(^|[ ,])(private|no-store|no-cache)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 10s;
        return (deliver);
    }
    # TTL comes from s-maxage (or max-age), grace from stale-while-revalidate: Varnish reads
    # both from Cache-Control. Tags become xkey's secondary hashes.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # Store text compressed (what browsers ask for); clients that do not accept gzip get it
    # inflated by Varnish.
    if (beresp.http.Content-Type ~ "^(text/|application/(json|javascript|xml|manifest\+json)|image/svg\+xml)"
        && !beresp.http.Content-Encoding) {
        set beresp.do_gzip = true;
    }
    # The app sends no ETag (hashing every page on every response costs it a quarter of the
    # send): each stored page gets one here, new with every fetch, so browsers revalidate with
    # If-None-Match and Varnish answers 304 from the stored object.
    if (!beresp.http.ETag) {
        set beresp.http.ETag = {"W/""} + bereq.xid + {"""};
    }
    # Keep expired objects a little longer for conditional (304) revalidation.
    set beresp.keep = 1h;
    return (deliver);
}

sub vcl_deliver {
    # Internal bookkeeping stays in the cache.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Via;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
