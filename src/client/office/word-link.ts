import type { OfficeGlobal } from './word-api';

/** The document setting that holds the id of the server draft this document is. */
export const LINK_SETTING = 'claimwright.draftId';

/** The draft this document is linked to, or null. Only the id: never a token. */
export function readLink(office: OfficeGlobal): string | null {
  const value = office.context.document.settings.get(LINK_SETTING);
  return typeof value === 'string' && value ? value : null;
}

/** Links the document to a draft and saves the setting with the document. */
export function writeLink(office: OfficeGlobal, draftId: string | null): Promise<void> {
  const settings = office.context.document.settings;
  if (draftId) settings.set(LINK_SETTING, draftId);
  else settings.remove(LINK_SETTING);
  return new Promise((resolve, reject) =>
    settings.saveAsync((result) =>
      result.status === 'succeeded'
        ? resolve()
        : reject(new Error(result.error?.message ?? 'Word did not save the link.')),
    ),
  );
}
