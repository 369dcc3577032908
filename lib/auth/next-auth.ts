import NextAuth, { CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { ApiError } from '@/lib/api/errors';
import { clientIp } from '@/lib/api/context';
import { findCompanyBySlug } from '@/lib/tenant/company';
import { parseHost } from '@/lib/tenant/host';
import type { SessionUser } from '@/lib/users/session-user';
import { LoginFailure, loginWithPassword, loginWithToken } from './login';
import { loginInput } from './schemas';
import { authSecret } from './secret';

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

/** Maps the login module's refusals onto codes the form can translate. */
async function refusalsAsCodes(login: () => Promise<SessionUser>) {
  try {
    const user = await login();
    return { id: String(user.id), name: user.displayName, email: user.email, companyId: user.companyId };
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
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: '/login' },
  // A refused login is an expected answer, shown on the form, not a server error to log.
  logger: {
    error: (error: Error) => {
      if (!(error instanceof CredentialsSignin)) console.error(error);
    },
  },
  providers: [
    Credentials({
      id: 'password',
      credentials: { email: {}, password: {} },
      authorize: async (credentials, request) => {
        const company = await companyOf(request);
        const input = loginInput.safeParse(credentials);
        if (!input.success) throw new LoginRefused('invalid');
        return refusalsAsCodes(() => loginWithPassword(company, input.data, clientIp(request.headers)));
      },
    }),
    Credentials({
      id: 'token',
      credentials: { authKey: {} },
      authorize: async (credentials, request) => {
        const company = await companyOf(request);
        return refusalsAsCodes(() => loginWithToken(company, String(credentials.authKey ?? '')));
      },
    }),
  ],
  callbacks: {
    // The cookie carries only who and where; lib/auth/principal.ts checks both on every request.
    jwt: ({ token, user }) => {
      if (user) {
        token.uid = Number(user.id);
        token.cid = (user as { companyId: number }).companyId;
      }
      return token;
    },
  },
}));
