import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import type { ErrorDescription } from '../app/errors';

/** A failed request as the error catalogue describes it; renders nothing without an error. */
export function ErrorMessage({ error }: { error: ErrorDescription | null | undefined }) {
  if (!error) return null;
  return (
    <MessageBar intent="error" role="alert" data-testid="error-message" data-status={error.status}>
      <MessageBarBody>
        <MessageBarTitle>{error.title}</MessageBarTitle>
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
