import NextAuth, { CredentialsSignin } from 'next-auth';
import { logError } from '@/lib/logging/errors';
import Credentials from 'next-auth/providers/credentials';
import { ApiError } from '@/lib/engine/errors';
import { clientIp } from './client-address';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { parseHost } from '@/lib/tenant/host';
import type { SessionUser } from '@/lib/users/session-user';
import { clientLoginWithToken, LoginFailure, loginWithPassword, loginWithToken } from './login';
import { loginInput } from './schemas';
import { authSecret } from './secret';
import { endSession, openSession, SESSION_MAX_AGE_S } from './sessions';

/** A refused login; `code` reaches the login form (invalid, inactive, rate_limited, no_company). */
class LoginRefused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

async function companyOf(request: Request) {
  const host = parseHost(request.headers.get('host'));
  const company = host.kind === 'company' ? await findCompanyBySlug(host.slug) : null;
  if (!company) throw new LoginRefused('no_company');
  return company;
}

/** Who signed in, as Auth.js carries it to the jwt callback. */
type Principal = { id: string; name: string; email: string | null; companyId: number; kind: 'user' | 'client' };

const asPrincipal = (user: SessionUser): Principal => ({ id: String(user.id), name: user.displayName, email: user.email, companyId: user.companyId, kind: 'user' });

/** Maps the login module's refusals onto codes the form can translate. */
async function refusalsAsCodes(login: () => Promise<Principal>) {
  try {
    return await login();
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw new LoginRefused('rate_limited');
    if (error instanceof LoginFailure) throw new LoginRefused(error.reason);
    throw error;
  }
}

// The configuration is made per request, so that building the app needs no secret.
export const { handlers, auth, signIn, signOut } = NextAuth(() => ({
  trustHost: true,
  secret: authSecret(),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: '/login' },
  // A refused login is an expected answer, shown on the form, not a server error to log.
  logger: {
    error: (error: Error) => {
      if (!(error instanceof CredentialsSignin)) logError(error);
    },
  },
  providers: [
    Credentials({
      id: 'password',
      credentials: { email: {}, password: {}, code: {} },
      authorize: async (credentials, request) => {
        const company = await companyOf(request);
        const input = loginInput.safeParse(credentials);
        if (!input.success) throw new LoginRefused('invalid');
        return refusalsAsCodes(async () => asPrincipal(await loginWithPassword(company, input.data, clientIp(request.headers))));
      },
    }),
    Credentials({
      id: 'token',
      credentials: { authKey: {} },
      authorize: async (credentials, request) => {
        const company = await companyOf(request);
        const authKey = String(credentials.authKey ?? '');
        // A user's key or a client's login link: the keys are random, so at most one matches.
        return refusalsAsCodes(async () => {
          try {
            return asPrincipal(await loginWithToken(company, authKey));
          } catch (error) {
            if (!(error instanceof LoginFailure) || error.reason !== 'invalid') throw error;
            const client = await clientLoginWithToken(company, authKey);
            return { id: String(client.id), name: client.displayName, email: client.email, companyId: client.companyId, kind: 'client' };
          }
        });
      },
    }),
  ],
  callbacks: {
    // The cookie carries only who, where and which session; lib/auth/principal.ts checks all three
    // on every request.
    jwt: async ({ token, user }) => {
      if (user) {
        const principal = user as Principal;
        const owner = principal.kind === 'client' ? { clientId: Number(principal.id) } : { userId: Number(principal.id) };
        token.cid = principal.companyId;
        token.sid = await openSession(principal.companyId, owner);
        // When they signed in: the company's session length counts from here (lib/auth/principal.ts).
        token.sat = Math.floor(Date.now() / 1000);
        if (owner.clientId !== undefined) token.clientId = owner.clientId;
        else token.uid = owner.userId;
      }
      return token;
    },
  },
  events: {
    // Sign-out ends the session on the server too: a copy of the cookie kept elsewhere is void.
    signOut: async (message) => {
      const token = 'token' in message ? message.token : null;
      if (typeof token?.cid === 'number' && typeof token.sid === 'string') await endSession(token.cid, token.sid);
    },
  },
}));
