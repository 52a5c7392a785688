import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { wordTargetFromGlobals } from '../../office/word-draft-target';

/** In Word, when the document's draft cannot be opened (deleted): forget it and start afresh. */
export function WordUnlink() {
  const navigate = useNavigate();
  const [word] = useState(() => wordTargetFromGlobals());
  if (!word) return null;
  return (
    <Button
      size="small"
      onClick={() => void word.link(null).then(() => navigate('/editor', { replace: true }))}
    >
      Start a new draft from this document
    </Button>
  );
}
