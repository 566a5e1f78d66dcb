import { expect, test } from '@playwright/test';
import ar from '../../messages/ar.json';
import { fillApplication } from '../application-form';
import { ID, edgeCache, stackStatus, untilGone, warm } from './edge';

// Runs last (files in name order): it stops both instances, and the stack's teardown stops the rest.
test('with both instances stopped, cached pages answer 200 from the edge and an upload gets a localised 503 that keeps the form as typed', async ({
  page,
  request,
}) => {
  const a = ar.Applications;
  await warm(request, `/news/${ID}`);
  // The form's page, its scripts and styles, as a visitor loads them before the outage.
  await page.goto('/ar/internship');
  await warm(request, '/ar/internship');

  const { processes } = stackStatus();
  const instances = processes.filter(({ role }) => role.includes('instance'));
  expect(instances).toHaveLength(2);
  // Their supervisor would start an instance that exits again: stopping it (SIGTERM, as
  // `systemctl stop` would) stops both, each finishing what it serves first (the graceful stop the
  // shared-cache suite tests): ten seconds or so.
  const supervisor = processes.find(({ role }) => role === 'supervisor');
  expect(supervisor).toBeDefined();
  process.kill(supervisor!.pid, 'SIGTERM');
  await untilGone([...instances, supervisor!]);

  for (const path of [`/news/${ID}`, '/ar/internship']) {
    const cached = await request.get(path);
    expect(cached.status(), path).toBe(200);
    expect(['HIT', 'STALE']).toContain(edgeCache(cached));
  }

  await page.reload();
  const section = page.getByRole('region', { name: a.internship.title });
  await fillApplication(page, 'internship', a, 'ليلى حداد');
  const sent = page.waitForResponse('**/api/internship/apply');
  await section.getByRole('button', { name: a.submit }).click();
  expect((await sent).status()).toBe(503);

  await expect(section.getByRole('alert')).toHaveText(a.errors.unavailable);
  await expect(page.getByLabel(a.fullName)).toHaveValue('ليلى حداد');
  await expect(page.getByLabel(a.consent)).toBeChecked();
  await expect(section.getByRole('list', { name: a.cv })).toContainText('cv.pdf');
  await expect(section.getByRole('button', { name: a.submit })).toBeEnabled();
});
