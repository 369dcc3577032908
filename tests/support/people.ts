import { api, PASSWORD } from './api';

/** A second user of a company, made by its admin, with their own API key. */
export async function addUser(host: string, adminToken: string, { admin = false, role_id }: { admin?: boolean; role_id?: number } = {}) {
  const email = `staff.${Math.random().toString(36).slice(2, 10)}@staff.test`;
  const made = await api('POST', 'users', { host, token: adminToken, body: { display_name: `Staff ${email.slice(6, 10)}`, email, password: PASSWORD, ...(role_id ? { role_id } : { is_admin: admin ? 1 : 0 }) } });
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  const login = await api('POST', 'site/login', { host, body: { email, password: PASSWORD } });
  return { id: made.body.id as number, token: login.body.auth_key as string, email };
}
