/** The forms worker in workerd: its e-mail through the send_email binding (captured here) and its daily job on a local D1. */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { dailyJob, sendNotification, type FormsWorkerEnv } from '../../server/forms-worker/index';
import { forms } from '../../src/content/forms';
import { site } from '../../src/content/site';

type Sent = Parameters<SendEmail['send']>[0];
let sent: Sent[];

function workerEnv(): FormsWorkerEnv {
  const email = {
    async send(message: Sent) {
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
  } as unknown as SendEmail;
  return { DB: env.DB, EMAIL: email, MAIL_FROM: 'forms@solvara.example' };
}

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-24T03:17:00Z');

const inquiryFields = { firstName: 'Ada', lastName: 'Okafor', email: 'ada@gridworks.example', phone: '', company: 'Gridworks', subject: 'other', message: 'Hello' };

async function store(id: string, receivedDaysAgo: number, notified: boolean, fields: Record<string, string> = inquiryFields) {
  const receivedAt = new Date(now.getTime() - receivedDaysAgo * DAY).toISOString();
  await env.DB.prepare('INSERT INTO form_messages (id, form, fields, page, submitted_at, received_at, notified_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(id, 'general-inquiry', JSON.stringify(fields), '/contact-us-and-support/general-inquiry', receivedAt, receivedAt, notified ? receivedAt : null)
    .run();
}

beforeEach(async () => {
  sent = [];
  await env.DB.batch([env.DB.prepare('DELETE FROM form_messages'), env.DB.prepare('DELETE FROM form_attempts')]);
});

describe('forms worker', () => {
  it('sends a notification from the site’s sender to the mailbox, replying to the visitor', async () => {
    await sendNotification(workerEnv(), { to: site.emails.sales, subject: 'Sales inquiry from Gridworks', text: 'First name: Ada', replyTo: 'ada@gridworks.example' });
    expect(sent).toEqual([
      {
        from: { email: 'forms@solvara.example', name: 'Solvara website' },
        to: site.emails.sales,
        subject: 'Sales inquiry from Gridworks',
        text: 'First name: Ada',
        replyTo: 'ada@gridworks.example',
      },
    ]);
  });

  it(`deletes messages older than ${forms.retentionDays} days and keeps the rest`, async () => {
    await store('old', forms.retentionDays + 1, true);
    await store('edge', forms.retentionDays - 1, true);
    await store('new', 0, true);
    await env.DB.prepare('INSERT INTO form_attempts (client, at) VALUES (?, ?), (?, ?)').bind('a', now.getTime() - 2 * DAY, 'b', now.getTime() - 1000).run();

    expect(await dailyJob(workerEnv(), now)).toEqual({ deleted: 1, notified: 0 });
    const left = await env.DB.prepare('SELECT id FROM form_messages ORDER BY id').all<{ id: string }>();
    expect(left.results.map((row) => row.id)).toEqual(['edge', 'new']);
    const attempts = await env.DB.prepare('SELECT client FROM form_attempts').all<{ client: string }>();
    expect(attempts.results.map((row) => row.client)).toEqual(['b']);
    expect(sent).toEqual([]);
  });

  it('sends the e-mail of a kept message whose notification failed, once', async () => {
    await store('late', 0, false);
    expect(await dailyJob(workerEnv(), now)).toEqual({ deleted: 0, notified: 1 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: site.emails.general, subject: 'Other: message from Ada Okafor', replyTo: 'ada@gridworks.example' });
    expect(await dailyJob(workerEnv(), now)).toEqual({ deleted: 0, notified: 0 });
  });

  it('mails every value of a message kept under field names the form no longer asks', async () => {
    const { firstName: _, lastName: __, ...rest } = inquiryFields;
    await store('before-split', 1, false, { fullName: 'Ada Okafor', ...rest });
    expect(await dailyJob(workerEnv(), now)).toEqual({ deleted: 0, notified: 1 });
    expect(sent[0]?.text).toContain('E-mail address: ada@gridworks.example');
    expect(sent[0]?.text).toContain('\nfullName: Ada Okafor\n');
  });
});
