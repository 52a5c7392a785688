import { useState, type FormEvent } from 'react';
import {
  EMPTY_CONTACT,
  isContactField,
  validateContact,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFields,
} from './contact-form';
import { sendContactMessage } from './send-contact-message';

/** What the page shows above the form after a submit. */
export type ContactNotice =
  | { intent: 'success'; title: string; text: string }
  | { intent: 'error'; title: string; text: string };

function waitText(seconds: number | undefined): string {
  if (seconds === undefined) return 'Please try again later.';
  if (seconds < 90) return `Please try again in ${Math.max(seconds, 1)} seconds.`;
  return `Please try again in about ${Math.ceil(seconds / 60)} minutes.`;
}

/** State and handlers of the contact form: validation, sending, server errors. */
export function useContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [notice, setNotice] = useState<ContactNotice | null>(null);
  const [sending, setSending] = useState(false);

  const change = (name: ContactFieldName, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const checked = validateContact(fields);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await sendContactMessage(checked.body);
    setSending(false);
    if (result.ok) {
      setFields(EMPTY_CONTACT);
      setNotice({
        intent: 'success',
        title: 'Message sent',
        text: `Thank you. We will answer at ${checked.body.email}.`,
      });
      return;
    }
    const { error } = result;
    if (error.status === 422 && error.fields) {
      const fromServer: ContactFieldErrors = {};
      for (const [key, msg] of Object.entries(error.fields)) {
        if (isContactField(key)) fromServer[key] = msg;
      }
      setErrors(fromServer);
    }
    setNotice({
      intent: 'error',
      title: error.status === 429 ? 'Too many requests' : error.title,
      text: error.status === 429 ? waitText(result.retryAfterSeconds) : error.detail,
    });
  };

  return { fields, errors, notice, sending, change, submit };
}
