import { beforeAll, describe, expect, it } from 'vitest';
import { api, makeCompany } from '../support/api';
import { addUser } from '../support/people';

type Company = Awaited<ReturnType<typeof makeCompany>>;
let co: Company;
const call = (method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: co.owner.authKey, body });

beforeAll(async () => {
  co = await makeCompany('tasks');
});

describe('tasks', () => {
  it('say uncompleted, past due or completed, and who completed one', async () => {
    const helper = await addUser(co.host, co.owner.authKey);
    const list = (await call('POST', 'tasklists', { display_name: 'Office' })).body;
    const late = await call('POST', 'tasks', { display_name: 'File the report', due_date: '2020-01-10', tasklist_id: list.id, responsible_id: helper.id, user_ids: [co.owner.id, helper.id] });
    expect(late.status).toBe(201);
    const later = await call('POST', 'tasks', { display_name: 'Plan the party', due_date: '2999-01-10' });
    const read = await call('GET', `tasks/${late.body.id}?expand=responsibleSimple,peopleSimple,completedByName,tasklist`);
    expect(read.body).toMatchObject({ task_status: 'past_due', responsibleSimple: { id: helper.id }, completedByName: null, tasklist: { id: list.id } });
    expect(read.body.peopleSimple.map((p: { id: number }) => p.id)).toEqual([co.owner.id, helper.id]);
    expect((await call('GET', `tasks/${later.body.id}`)).body.task_status).toBe('uncompleted');

    const done = await call('PUT', `tasks/${late.body.id}?expand=completedByName`, { state: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ task_status: 'completed', completed_by_id: co.owner.id });
    expect((await call('GET', `tasks/${late.body.id}?expand=completedByName`)).body.completedByName).toBe('Owner');
    const undone = await call('PUT', `tasks/${late.body.id}`, { state: 'uncompleted' });
    expect(undone.body).toMatchObject({ task_status: 'past_due', completed_by_id: null });
  });

  it('expand to the files linked to them, each with its comment count', async () => {
    const task = (await call('POST', 'tasks', { display_name: 'Sign the lease' })).body;
    const other = (await call('POST', 'tasks', { display_name: 'Nothing attached' })).body;
    const form = new FormData();
    form.set('file', new Blob([new TextEncoder().encode('The lease')], { type: 'text/plain' }), 'lease.txt');
    form.set('linked_to', 'tasks');
    form.set('record_id', String(task.id));
    const file = await api('POST', 'files', { host: co.host, token: co.owner.authKey, form });
    expect(file.status).toBe(201);
    expect((await call('POST', 'comments', { file_id: file.body.id, body: 'Page 2 to initial' })).status).toBe(201);
    const read = await call('GET', `tasks/${task.id}?expand=files,files.commentsCount`);
    expect(read.body.files).toMatchObject([{ id: file.body.id, display_name: 'lease.txt', linked_to: 'tasks', record_id: task.id, commentsCount: 1 }]);
    expect((await call('GET', `tasks/${other.id}?expand=files`)).body.files).toEqual([]);
  });

  it('refuses a responsible person of another company', async () => {
    const other = await makeCompany('tasks-other');
    const res = await call('POST', 'tasks', { display_name: 'Borrowed', responsible_id: other.owner.id });
    expect(res.status).toBe(422);
    expect(res.body[0].field).toBe('responsible_id');
  });
});

describe('comments on tasks', () => {
  it('are added by those who may change the task, listed with their author, counted on the task list, deleted by their author only', async () => {
    const staff = await addUser(co.host, co.owner.authKey);
    const as = (who: { token: string }, method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: who.token, body });
    const task = (await call('POST', 'tasks', { display_name: 'Order the chairs' })).body;
    const quiet = (await call('POST', 'tasks', { display_name: 'Nobody says anything' })).body;
    const mine = await as(staff, 'POST', 'task-comments', { task_id: task.id, body: 'Asked for three quotes' });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ task_id: task.id, user_id: staff.id, body: 'Asked for three quotes' });
    const owners = await call('POST', 'task-comments', { task_id: task.id, body: 'Blue ones, please' });
    expect(owners.status).toBe(201);

    const listed = await call('GET', `task-comments?filter[task_id]=${task.id}&sort=created_at&expand=userName`);
    expect(listed.body.items.map((c: { body: string; userName: string }) => [c.body, c.userName])).toEqual([
      ['Asked for three quotes', (await call('GET', `users/${staff.id}`)).body.display_name],
      ['Blue ones, please', 'Owner'],
    ]);
    // The task list counts them, one query for the page.
    const tasks = (await call('GET', `tasks?expand=commentsCount&per-page=100`)).body.items as { id: number; commentsCount: number }[];
    expect(tasks.find((t) => t.id === task.id)?.commentsCount).toBe(2);
    expect(tasks.find((t) => t.id === quiet.id)?.commentsCount).toBe(0);
    // The task's /meta names its comments, for the task window's Comments tab.
    expect((await call('GET', 'tasks/meta')).body.comments).toEqual({ collection: 'task-comments', field: 'task_id' });

    // Someone else's is refused, to change and to delete; one's own goes.
    const refused = await as(staff, 'DELETE', `task-comments/${owners.body.id}`);
    expect([refused.status, refused.body.code]).toEqual([403, 'notAuthor']);
    expect((await as(staff, 'PUT', `task-comments/${owners.body.id}`, { body: 'Red ones' })).status).toBe(403);
    expect((await as(staff, 'DELETE', `task-comments/${mine.body.id}`)).status).toBe(204);
    expect((await call('GET', `tasks/${task.id}?expand=commentsCount`)).body.commentsCount).toBe(1);
    // An administrator may delete anyone's; a task deleted takes its comments with it.
    const left = (await as(staff, 'POST', 'task-comments', { task_id: quiet.id, body: 'Left behind' })).body;
    expect((await call('DELETE', `task-comments/${left.id}`)).status).toBe(204);
    expect((await call('DELETE', `tasks/${task.id}`)).status).toBe(204);
    expect((await call('GET', `task-comments/${owners.body.id}`)).status).toBe(404);
  });

  it("are another company's 404, and need the task's rights: read to list, edit to add", async () => {
    const task = (await call('POST', 'tasks', { display_name: 'Book the room' })).body;
    const said = (await call('POST', 'task-comments', { task_id: task.id, body: 'Room 4 is free' })).body;
    const other = await makeCompany('tasks-comments-other');
    const asOther = (method: string, path: string, body?: unknown) => api(method, path, { host: other.host, token: other.owner.authKey, body });
    expect((await asOther('GET', `task-comments/${said.id}`)).status).toBe(404);
    expect((await asOther('DELETE', `task-comments/${said.id}`)).status).toBe(404);
    expect((await asOther('GET', `task-comments?filter[task_id]=${task.id}`)).body.items).toEqual([]);
    const borrowed = await asOther('POST', 'task-comments', { task_id: task.id, body: 'Mine now' });
    expect([borrowed.status, borrowed.body[0]?.field]).toEqual([422, 'task_id']);

    // A role that reads tasks lists their comments but adds none; one without tasks reads none.
    const readers = (await call('POST', 'roles', { display_name: 'Task readers', rights: { task: ['view'] } })).body;
    const strangers = (await call('POST', 'roles', { display_name: 'No tasks', rights: { invoice: ['view'] } })).body;
    const reader = await addUser(co.host, co.owner.authKey, { role_id: readers.id });
    const stranger = await addUser(co.host, co.owner.authKey, { role_id: strangers.id });
    const as = (who: { token: string }, method: string, path: string, body?: unknown) => api(method, path, { host: co.host, token: who.token, body });
    expect((await as(reader, 'GET', `task-comments?filter[task_id]=${task.id}`)).body.items.map((c: { id: number }) => c.id)).toEqual([said.id]);
    expect((await as(reader, 'POST', 'task-comments', { task_id: task.id, body: 'Can I?' })).status).toBe(403);
    expect((await as(stranger, 'GET', `task-comments?filter[task_id]=${task.id}`)).status).toBe(403);
    expect((await as(stranger, 'GET', `task-comments/${said.id}`)).status).toBe(403);
  });
});
