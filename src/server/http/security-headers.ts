import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-headers';

export type ContentSecurityModes = {
  /** The Auth Emulator's origin in demo mode, e.g. http://127.0.0.1:9099. */
  authEmulatorOrigin?: string;
  /** Real Firebase: its auth domain, for the sign-in popup. */
  firebaseAuthDomain?: string;
  stripe: boolean;
  production: boolean;
};

/** The Content-Security-Policy for the app: only this origin, plus what Stripe and Firebase need per mode. */
export function contentSecurityPolicy({
  authEmulatorOrigin,
  firebaseAuthDomain,
  stripe,
}: ContentSecurityModes): string {
  const scripts = ["'self'"];
  const connect = ["'self'"];
  const frames: string[] = [];
  if (authEmulatorOrigin) connect.push(authEmulatorOrigin);
  if (firebaseAuthDomain) {
    scripts.push('https://apis.google.com');
    connect.push(
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://www.googleapis.com',
    );
    frames.push(`https://${firebaseAuthDomain}`);
  }
  if (stripe) {
    scripts.push('https://js.stripe.com');
    connect.push('https://api.stripe.com');
    frames.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Toast and slider libraries set inline styles at run time; no inline script is ever allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(modes: ContentSecurityModes): MiddlewareHandler {
  const policy = contentSecurityPolicy(modes);
  return async (c, next) => {
    await next();
    // A page with a policy of its own (the API's reference page) keeps it.
    if (!c.res.headers.has('Content-Security-Policy')) setAnswerHeader(c, 'Content-Security-Policy', policy);
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    setAnswerHeader(c, 'X-Frame-Options', 'DENY');
    setAnswerHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    setAnswerHeader(c, 'Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    // Firebase's sign-in popup talks back to this window, so popups keep their opener.
    setAnswerHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    if (modes.production) setAnswerHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
