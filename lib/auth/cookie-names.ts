/** Auth.js's session cookie names (plain on http, prefixed on https). */
export const SESSION_COOKIE = 'authjs.session-token';
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
