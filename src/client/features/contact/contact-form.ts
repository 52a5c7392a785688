import { ZContactForm, type ContactForm } from '../../../core/api/contact';

/** What the user typed, field by field. */
export interface ContactFields {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** The field names of the contact form. */
export type ContactFieldName = keyof ContactFields;

/** One message per invalid field. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

/** Length limits, the same as the server's contract. */
export const CONTACT_LIMITS: Record<ContactFieldName, number> = {
  name: 200,
  email: 254,
  company: 200,
  message: 5000,
};

/** An empty form. */
export const EMPTY_CONTACT: ContactFields = { name: '', email: '', company: '', message: '' };

const LABELS: Record<ContactFieldName, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  message: 'Message',
};

/** Whether a key names a field of this form (the server's 422 `loc` may name others). */
export function isContactField(key: string): key is ContactFieldName {
  return key in LABELS;
}

function required(fields: ContactFields): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (fields.name.trim() === '') errors.name = 'Enter your name.';
  if (fields.email.trim() === '') errors.email = 'Enter your email address.';
  if (fields.message.trim() === '') errors.message = 'Enter a message.';
  return errors;
}

/**
 * Checks the form with the server's own schema and friendlier words. Returns the body to send
 * (trimmed, an empty company left out) or the message of each invalid field.
 */
export function validateContact(
  fields: ContactFields,
): { ok: true; body: ContactForm } | { ok: false; errors: ContactFieldErrors } {
  const errors = required(fields);
  const company = fields.company.trim();
  const parsed = ZContactForm.safeParse({
    name: fields.name,
    email: fields.email.trim(),
    ...(company === '' ? {} : { company }),
    message: fields.message,
  });
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!isContactField(key) || errors[key]) continue;
    errors[key] =
      issue.code === 'too_big'
        ? `${LABELS[key]} must be at most ${CONTACT_LIMITS[key]} characters.`
        : key === 'email'
          ? 'Enter a valid email address, like name@example.com.'
          : `Check the ${LABELS[key].toLowerCase()}.`;
  }
  return { ok: false, errors };
}
