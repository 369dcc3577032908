import { describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';

describe('internal messages', () => {
  it('reach their recipient as an unread notification, are seen by sender and recipient only, and are read by the recipient', async () => {
    const c = await makeCompany('msg');
    const [bob, eve] = [await addUser(c.host, c.owner.authKey), await addUser(c.host, c.owner.authKey)];
    const as = (token: string) => (method: string, path: string, body?: unknown) => api(method, path, { host: c.host, token, body });
    const owner = as(c.owner.authKey);
    const sent = await owner('POST', 'messages', { to_user_id: bob.id, display_name: 'Lunch?', body: 'At noon.' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ is_read: 0, to_user_id: bob.id });

    const unread = await as(bob.token)('GET', 'notifications?filter[read_at]=null');
    expect(unread.body.items.map((n: { verb: string; title: string }) => [n.verb, n.title])).toEqual([['messaged', 'Lunch?']]);
    expect((await as(eve.token)('GET', 'messages')).body.items).toEqual([]);
    expect((await as(eve.token)('GET', `messages/${sent.body.id}`)).status).toBe(404);
    expect((await owner('GET', 'messages')).body.items.map((m: { id: number }) => m.id)).toEqual([sent.body.id]);

    expect((await owner('POST', `messages/${sent.body.id}/read`)).status).toBe(422);
    const read = await as(bob.token)('POST', `messages/${sent.body.id}/read`);
    expect(read.body.is_read).toBe(1);
    expect((await as(bob.token)('GET', 'notifications?filter[read_at]=null')).body.items).toEqual([]);
    expect((await owner('POST', 'messages', { to_user_id: c.owner.id, display_name: 'Me', body: 'x' })).body).toEqual([{ field: 'to_user_id', message: 'Send it to someone else.', code: 'messageToSelf', params: {} }]);
  });
});
