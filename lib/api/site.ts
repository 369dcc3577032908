import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import { newAuthKey } from '@/lib/auth/auth-key';
import { loginWithPassword, loginWithToken } from '@/lib/auth/login';
import { changeOwnPassword } from '@/lib/auth/change-password';
import { forgetUser, readSession } from '@/lib/auth/principal';
import { endSessionsOf } from '@/lib/auth/sessions';
import { loginInput, signupCompanyInput, signupUserInput } from '@/lib/auth/schemas';
import { SIGNUP_RECEIVED, signupCompany, signupUser } from '@/lib/auth/signup';
import { settingsOf } from '@/lib/settings/company-settings';
import { companyOrigin } from '@/lib/tenant/host';
import { withTenant } from '@/lib/tenant/transaction';
import { userJson } from '@/lib/users/session-user';
import { lookAndFeelOf, saveLookAndFeel } from '@/lib/workspace/look-and-feel';
import { confirmEnrolment, disableTwoFactor, startEnrolment, twoFactorStatus } from '@/lib/auth/two-factor';
import { parseBody, readJson } from './body';
import type { RequestContext } from './context';
import { badRequest, notFound, unauthorized } from '@/lib/engine/errors';

type Handler = (ctx: RequestContext) => Promise<Response>;

/** The `code` of a two-factor call's body. */
const codeOf = async (ctx: RequestContext) => ((await readJson(ctx.req)) as { code?: unknown } | null)?.code;

function requireCompany(ctx: RequestContext) {
  if (!ctx.company) throw notFound('This call is made on a company host (https://<company>.<domain>/api/v1/...).');
  return ctx.company;
}

export async function requireUser(ctx: RequestContext) {
  const user = await ctx.user();
  if (!user) throw unauthorized();
  return user;
}

/** The `site/*` calls of spec section 7: login, token login, sign-up, the current user. */
export const siteRoutes: Record<string, Partial<Record<string, Handler>>> = {
  // POST /api/v1/site/login – e-mail and password; answers the user with auth_key
  login: {
    POST: async (ctx) => {
      const company = requireCompany(ctx);
      const user = await loginWithPassword(company, await parseBody(ctx.req, loginInput), ctx.ip);
      return Response.json(userJson(user, { withAuthKey: true }));
    },
  },
  // GET /api/v1/site/login-via-token?authKey= – the same, by the user's key
  'login-via-token': {
    GET: async (ctx) => {
      const company = requireCompany(ctx);
      const authKey = ctx.url.searchParams.get('authKey');
      if (!authKey) throw badRequest('Missing required parameter: authKey');
      return Response.json(userJson(await loginWithToken(company, authKey), { withAuthKey: true }));
    },
  },
  // GET /api/v1/site/me – the signed-in user
  me: {
    GET: async (ctx) => Response.json(userJson(await requireUser(ctx), { withAuthKey: true })),
  },
  // POST /api/v1/site/rotate-auth-key – a new key; the old one stops working
  'rotate-auth-key': {
    POST: async (ctx) => {
      const user = await requireUser(ctx);
      const authKey = newAuthKey();
      // The key also signs in by link, so the sessions it may have opened end with it.
      await withTenant(user.companyId, async (tx) => {
        await tx.update(users).set({ authKey, updatedAt: new Date() }).where(eq(users.id, user.id));
        await endSessionsOf(tx, user.companyId, { userId: user.id });
      });
      forgetUser(user);
      return Response.json({ auth_key: authKey });
    },
  },
  // POST /api/v1/site/sign-out-everywhere – ends every session of the caller, this one included
  'sign-out-everywhere': {
    POST: async (ctx) => {
      const user = await requireUser(ctx);
      await withTenant(user.companyId, (tx) => endSessionsOf(tx, user.companyId, { userId: user.id }));
      return new Response(null, { status: 204 });
    },
  },
  // POST /api/v1/site/change-password {current_password, password} – the caller's own; their other sessions end
  'change-password': {
    POST: async (ctx) => {
      const company = requireCompany(ctx);
      const session = await readSession(ctx.req.headers, company);
      await changeOwnPassword(await requireUser(ctx), company, await readJson(ctx.req), ctx.ip, session?.sid);
      return new Response(null, { status: 204 });
    },
  },
  // GET /api/v1/site/logo – the company's logo (Information settings), for the top bar and the login page
  logo: {
    GET: async (ctx) => {
      const found = /^data:(image\/[a-z]+);base64,(.+)$/.exec(settingsOf(requireCompany(ctx)).logo ?? '');
      if (!found) throw notFound('This company has no logo.');
      return new Response(Buffer.from(found[2], 'base64'), { headers: { 'content-type': found[1], 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' } });
    },
  },
  // GET, PUT /api/v1/site/look-and-feel – the caller's theme (system, light, dark) and colour theme (1-58)
  'look-and-feel': {
    GET: async (ctx) => Response.json(lookAndFeelOf(await requireUser(ctx))),
    PUT: async (ctx) => Response.json(await saveLookAndFeel(await requireUser(ctx), await readJson(ctx.req))),
  },
  // GET /api/v1/site/two-factor – whether the caller's two-factor sign-in is on, and recovery codes left
  'two-factor': {
    GET: async (ctx) => Response.json(await twoFactorStatus(await requireUser(ctx))),
  },
  // POST /api/v1/site/two-factor-enrol – a new secret (otpauth URI and QR code), shown this once
  'two-factor-enrol': {
    POST: async (ctx) => Response.json(await startEnrolment(await requireUser(ctx), requireCompany(ctx))),
  },
  // POST /api/v1/site/two-factor-confirm {code} – turns it on; answers the ten recovery codes, shown this once
  'two-factor-confirm': {
    POST: async (ctx) => Response.json(await confirmEnrolment(await requireUser(ctx), await codeOf(ctx))),
  },
  // POST /api/v1/site/two-factor-disable {code} – turns it off, proven with a code or a recovery code
  'two-factor-disable': {
    POST: async (ctx) => {
      await disableTwoFactor(await requireUser(ctx), await codeOf(ctx), ctx.ip);
      return new Response(null, { status: 204 });
    },
  },
  // POST /api/v1/site/signup – a user on a company host (202), or a company with its owner at the root (201)
  signup: {
    POST: async (ctx) => {
      if (ctx.company) {
        // Accepted, and the same words whether the address was new or already had an account.
        await signupUser(ctx.company, await parseBody(ctx.req, signupUserInput), ctx.ip);
        return Response.json({ message: SIGNUP_RECEIVED }, { status: 202 });
      }
      const { company, user } = await signupCompany(await parseBody(ctx.req, signupCompanyInput), ctx.ip);
      const protocol = ctx.url.protocol.replace(':', '');
      return Response.json(
        {
          company: { id: company.id, slug: company.slug, name: company.name, url: companyOrigin(company.slug, ctx.url.host, protocol) },
          user: userJson(user),
        },
        { status: 201 },
      );
    },
  },
};
