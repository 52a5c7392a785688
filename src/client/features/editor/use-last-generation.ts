import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useLastGenerationQuery } from './drafts-api';
import { lastGenerationLoaded } from './editor-slice';

/** Shows the draft's last generation (state, engine, model) when the draft opens. */
export function useLastGeneration(draftId: string): void {
  const dispatch = useAppDispatch();
  const { data } = useLastGenerationQuery(draftId, { refetchOnMountOrArgChange: true });
  const last = data?.data[0];
  useEffect(() => {
    if (last) dispatch(lastGenerationLoaded(last));
  }, [dispatch, last]);
}
