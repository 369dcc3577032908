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
