import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { plainTitle, type ErrorDescription } from '../app/errors';

/**
 * A failed request in words for the person at the keyboard: a plain heading with the next step,
 * then the server's own sentence; renders nothing without an error.
 */
export function ErrorMessage({ error }: { error: ErrorDescription | null | undefined }) {
  if (!error) return null;
  return (
    <MessageBar
      intent="error"
      role="alert"
      data-testid="error-message"
      data-status={error.status}
      data-title={error.title}
    >
      <MessageBarBody>
        <MessageBarTitle>{plainTitle(error)}</MessageBarTitle>
        <span style={{ whiteSpace: 'pre-line' }}>{error.detail}</span>
      </MessageBarBody>
    </MessageBar>
  );
}

/** A success or information note above a form. */
export function NoticeMessage({
  children,
  testId,
}: {
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <MessageBar intent="success" role="status" data-testid={testId}>
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
