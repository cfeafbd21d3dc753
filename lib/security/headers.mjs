/**
 * Security headers for every response, as next.config.ts `headers()` entries: static, so pages
 * stay cacheable (no per-request nonce). Read at build time, like the NEXT_PUBLIC_* settings the
 * policy names (Firebase's auth domain and the Auth emulator). JavaScript with JSDoc types (checked
 * by `npm run typecheck`) because server.mjs, which plain Node runs, imports it too.
 */

/** @typedef {Record<string, string | undefined>} Env */

/**
 * The Content-Security-Policy. script-src keeps 'unsafe-inline' because the App Router streams
 * each page's data as inline <script> chunks whose text differs per page, so neither a static
 * hash list nor SRI can name them, and a nonce would make every page per-request. What the policy
 * does lock down: scripts only from this origin (and Google's sign-in script), no plugins, no
 * <base> hijacking, forms post only here, and no framing of the site by anyone.
 * @param {Env} [env]
 */
function contentSecurityPolicy(env = process.env) {
  const dev = env.NODE_ENV === 'development';
  const authDomain = env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN;
  const emulator = env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST;
  const directives = {
    'default-src': ["'self'"],
    // 'unsafe-eval' only in development, where React's dev tooling needs it.
    'script-src': ["'self'", "'unsafe-inline'", 'https://apis.google.com', ...(dev ? ["'unsafe-eval'"] : [])],
    // react-bootstrap positions overlays with style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      ...(emulator ? [`http://${emulator}`] : []),
      ...(dev ? ['ws:'] : []),
    ],
    // Firebase's sign-in helper iframe lives on the auth domain.
    'frame-src': [
      "'self'",
      ...(authDomain ? [`https://${authDomain}`] : []),
      ...(emulator ? [`http://${emulator}`] : []),
    ],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The headers every response carries; HSTS only on requests that arrived over https.
 * @param {Env} [env]
 * @returns {{ source: string, has?: { type: 'header', key: string, value: string }[], headers: { key: string, value: string }[] }[]}
 */
export function securityHeaders(env = process.env) {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy(env) },
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'X-Frame-Options', value: 'DENY' },
        {
          key: 'Permissions-Policy',
          value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
        },
        // Google sign-in opens a popup that must be able to report back to this window.
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
      ],
    },
    {
      // Behind a TLS-terminating proxy (X-Forwarded-Proto: https). Browsers ignore HSTS over plain
      // http anyway; sending it only over https keeps local http development unaffected.
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
    },
  ];
}

/**
 * The security headers by request, for responses that do not pass through Next (server.mjs serves
 * the build's static assets itself): each rule of `securityHeaders()` whose `has` header
 * conditions the request meets. Every rule's source is `/:path*`, so only `has` is read. The rules
 * are worked out once; a request only adds the conditional ones it meets.
 * @param {Env} [env]
 * @returns {(req: { headers: Record<string, string | string[] | undefined> }) => Record<string, string>}
 */
export function securityHeadersFor(env = process.env) {
  const rules = securityHeaders(env);
  const always = Object.fromEntries(
    rules.filter((rule) => !rule.has).flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
  );
  const conditional = rules.flatMap(({ has, headers }) => (has ? [{ has, headers }] : []));
  return (req) => {
    const out = { ...always };
    for (const rule of conditional) {
      if (rule.has.every((c) => req.headers[c.key.toLowerCase()] === c.value))
        for (const { key, value } of rule.headers) out[key] = value;
    }
    return out;
  };
}
