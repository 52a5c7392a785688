import { Button } from '@fluentui/react-components';
import { StatusPage } from '../../components/StatusPage';

/**
 * `/taskpane.html` opened in a plain browser (no Office around it): this page belongs in Word's
 * task pane, so it says so, how to open it there, and links to the browser app.
 */
export default function TaskpaneOutsideOfficePage() {
  return (
    <StatusPage
      title="This is Claimwright's page for Word"
      testId="taskpane-outside-office"
      actions={
        // a real link: the browser app is index.html, which does not load office.js
        <Button as="a" href="/editor" appearance="primary">
          Open Claimwright in the browser
        </Button>
      }
    >
      It runs inside Word's task pane, where your Word document is the draft. In Word, choose
      Claimwright on the Home tab. If it is not there, ask your firm's IT to add the Claimwright
      add-in for you (they deploy it once for everyone from the Microsoft 365 admin center). To
      draft in the browser instead, open the browser app.
    </StatusPage>
  );
}
