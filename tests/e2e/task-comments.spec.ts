import { expect, test } from '@playwright/test';
import { apiFromPage, at, DEMO_ADMIN, signIn, snap, speak, windowOf } from './support';

test("a task window's Comments tab: a comment added shows its author and time, the tab and the task list count it, one's own is deleted; in Spanish too", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'demo', DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = Date.now().toString(36);
  const task = await apiFromPage(page, 'POST', 'tasks', { display_name: `Paint the fence ${stamp}` });
  expect(task.status).toBe(201);
  const id = task.body.id as number;

  await page.goto(at('demo', `/planner?w=form:tasks:${id}`));
  const form = windowOf(page, 'Task').last();
  await expect(form.getByRole('textbox', { name: 'Task', exact: true })).toHaveValue(`Paint the fence ${stamp}`);
  await form.getByRole('tab', { name: 'Comments (0)' }).click();
  const panel = form.getByRole('region', { name: 'Comments' });
  await expect(panel.getByText('No comments yet.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Write a comment' }).fill(`Two coats, white ${stamp}`);
  await panel.getByRole('button', { name: 'Add comment' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: `Two coats, white ${stamp}` })).toContainText('Admin');
  await expect(form.getByRole('tab', { name: 'Comments (1)' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  const listed = await apiFromPage(page, 'GET', `tasks?expand=commentsCount&per-page=200`);
  expect(listed.body.items.find((t: { id: number }) => t.id === id).commentsCount).toBe(1);
  await snap(page, 'task-comments');

  // The form stays behind its tab.
  await form.getByRole('tab', { name: 'Details' }).click();
  await expect(form.getByRole('textbox', { name: 'Task', exact: true })).toHaveValue(`Paint the fence ${stamp}`);

  // In Spanish: the tab, and deleting one's own.
  await speak(page, 'es');
  await page.reload();
  const tarea = windowOf(page, 'Tarea').last();
  await tarea.getByRole('tab', { name: 'Comentarios (1)' }).click();
  const panel2 = tarea.getByRole('region', { name: 'Comentarios' });
  await panel2.getByRole('button', { name: /^Borrar el comentario de / }).click();
  await expect(panel2.getByText('Aún no hay comentarios.')).toBeVisible();
  await expect(tarea.getByRole('tab', { name: 'Comentarios (0)' })).toBeVisible();
  await speak(page, 'en');
});
