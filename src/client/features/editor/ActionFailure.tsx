import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { ErrorDescription } from '../../app/errors';
import { attorneyMessage } from './editor-messages';

/**
 * An editor action that failed, for the attorney: what did not happen as the title ("The DOCX was
 * not exported"), then why in plain words; renders nothing without an error.
 */
export function ActionFailure(props: {
  title: string;
  error: ErrorDescription | null | undefined;
  children?: ReactNode;
}) {
  const { title, error, children } = props;
  if (!error) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {attorneyMessage(error)}
        {children}
      </MessageBarBody>
    </MessageBar>
  );
}
