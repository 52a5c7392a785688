import { Body1, Title2 } from '@fluentui/react-components';
import { PageCard } from '../../components/PageCard';

/** `/editor`: placeholder of the drafting editor until the editor feature replaces this file. */
export default function EditorPage() {
  return (
    <div data-testid="editor-page">
      <Title2 as="h1">Editor</Title2>
      <PageCard>
        <Body1>The drafting editor is not part of this build yet.</Body1>
      </PageCard>
    </div>
  );
}
