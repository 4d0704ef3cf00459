/**
 * The forms worker: a small Worker beside the Pages project, for the two things a Pages Function cannot do.
 * - `notify`: e-mails a message to its form's mailbox through the `send_email` binding (Email Workers), which only a
 *   Worker can hold; the form service (functions/api/forms.ts) calls it over the MAILER service binding.
 * - `scheduled`: the daily Cron Trigger deletes messages older than content/forms.yaml retentionDays, and sends the
 *   e-mail of any kept message whose notification failed when it arrived.
 */
import { WorkerEntrypoint } from 'cloudflare:workers';
import { forms } from '../../src/content/forms';
import { notification } from '../form-service';
import type { Notification } from './notification';

export interface FormsWorkerEnv {
  DB: D1Database;
  EMAIL: SendEmail;
  /** The sender of the notifications, an address of the site's domain onboarded to Email Routing. */
  MAIL_FROM: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function sendNotification(env: FormsWorkerEnv, { to, subject, text, replyTo }: Notification): Promise<void> {
  await env.EMAIL.send({ from: { email: env.MAIL_FROM, name: 'Solvara website' }, to, subject, text, ...(replyTo ? { replyTo } : {}) });
}

/** Deletes what the retention period has passed, then retries the e-mails that failed. Returns what it did. */
export async function dailyJob(env: FormsWorkerEnv, now: Date): Promise<{ deleted: number; notified: number }> {
  const cutoff = new Date(now.getTime() - forms.retentionDays * DAY_MS).toISOString();
  const removed = await env.DB.prepare('DELETE FROM form_messages WHERE received_at < ?').bind(cutoff).run();
  await env.DB.prepare('DELETE FROM form_attempts WHERE at < ?').bind(now.getTime() - DAY_MS).run();

  const pending = await env.DB.prepare('SELECT id, form, fields, page, submitted_at FROM form_messages WHERE notified_at IS NULL ORDER BY received_at')
    .all<{ id: string; form: string; fields: string; page: string; submitted_at: string }>();
  let notified = 0;
  for (const row of pending.results) {
    try {
      await sendNotification(env, notification(row.form, JSON.parse(row.fields) as Record<string, string>, row.page, row.submitted_at));
      await env.DB.prepare('UPDATE form_messages SET notified_at = ? WHERE id = ?').bind(now.toISOString(), row.id).run();
      notified++;
    } catch (error) {
      console.error(`forms worker: message ${row.id} still has no e-mail`, error);
    }
  }
  return { deleted: removed.meta.changes ?? 0, notified };
}

export default class FormsWorker extends WorkerEntrypoint<FormsWorkerEnv> {
  /** Called by the form service for each message it kept. */
  async notify(message: Notification): Promise<void> {
    await sendNotification(this.env, message);
  }

  override async scheduled(controller: ScheduledController): Promise<void> {
    const done = await dailyJob(this.env, new Date(controller.scheduledTime));
    console.log(`forms worker: ${done.deleted} messages past retention deleted, ${done.notified} late e-mails sent`);
  }

  override async fetch(): Promise<Response> {
    return new Response('The Solvara forms worker has no pages.', { status: 404 });
  }
}
