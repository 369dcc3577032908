import { randomBytes } from 'node:crypto';
import { handleApi } from '@/lib/api/handle';
import { signupCompany } from '@/lib/auth/signup';

export type ApiResult = { status: number; body: any; headers: Headers };

/** Calls the API entry in-process, as the route handler would be called by Next. */
export async function api(
  method: string,
  path: string,
  options: { host?: string; body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string; form?: FormData } = {},
): Promise<ApiResult> {
  const host = options.host ?? 'example.com';
  const headers: Record<string, string> = { host, 'x-forwarded-for': '203.0.113.7', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  // A multipart body (an uploaded file): the Request sets its own content type with the boundary.
  const res = await handleApi(new Request(`http://${host}/api/v1/${path}`, { method, headers, body: options.form ?? body }));
  const text = await res.text();
  const json = !text || (res.headers.get('content-type') ?? 'application/json').includes('json');
  return { status: res.status, body: json ? (text ? JSON.parse(text) : null) : text, headers: res.headers };
}

export const uniqueSlug = (prefix = 'co') => `${prefix}-${randomBytes(4).toString('hex')}`;

export const PASSWORD = 'correct horse battery';

/** A new company with an active admin owner, made through the real sign-up (in `language`, English by default). */
export async function makeCompany(prefix = 'co', language?: 'en' | 'es') {
  const slug = uniqueSlug(prefix);
  const email = `owner@${slug}.test`;
  const { company, user } = await signupCompany({
    company_name: `Company ${slug}`,
    slug,
    display_name: 'Owner',
    email,
    password: PASSWORD,
    language,
  }, `198.51.100.${randomBytes(1)[0]}-${slug}`); // an address per company: sign-ups are limited per address
  return { company, owner: user, host: `${slug}.example.com`, email };
}
