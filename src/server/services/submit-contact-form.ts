import type { ContactForm } from '../../core/api/contact';
import type { Message } from '../../core/api/errors';
import type { AppContext } from '../context';
import { contactMessages } from '../db/schema';
import { consumeRateLimits } from './rate-limit';

/** Stores a contact message and mails it to CONTACT_EMAIL (rate-limited per IP). */
export async function submitContactForm(
  ctx: AppContext,
  options: { input: ContactForm; ip: string },
): Promise<Message> {
  const { input, ip } = options;
  await consumeRateLimits(ctx, [
    {
      key: `contact:ip:${ip}`,
      limit: ctx.env.ABUSE_LIMIT_PER_IP,
      windowSeconds: ctx.env.ABUSE_LIMIT_WINDOW_SECONDS,
    },
  ]);
  const company = input.company?.trim() || null;
  await ctx.db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    company,
    message: input.message,
    ip,
  });
  ctx.mailer.send({
    kind: 'contact',
    to: ctx.env.CONTACT_EMAIL,
    replyTo: input.email,
    subject: `Contact form: ${input.name.replace(/[\r\n]+/g, ' ').slice(0, 100)}`,
    text: [
      `From: ${input.name} <${input.email}>`,
      `Company: ${company ?? '-'}`,
      '',
      input.message,
    ].join('\n'),
  });
  return { message: 'Thank you, your message has been sent' };
}
