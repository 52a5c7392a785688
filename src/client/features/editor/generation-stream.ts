import { describeError } from '../../app/errors';
import { apiUrl } from '../../app/http';
import type { GenerateRequest, GenerationEvent } from '../../../core/api/generation';
import { EditorHttpError, authHeaders, failedResponse, send } from './editor-http';

/**
 * Starts a generation and reads its `text/event-stream` with fetch and a stream reader, calling
 * `onEvent` for every event as it arrives. Resolves when the stream ends (normally after a
 * terminal event); throws EditorHttpError when the server refuses the request or the
 * connection fails.
 */
export async function streamGeneration(
  token: string | null,
  request: GenerateRequest,
  onEvent: (event: GenerationEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  // The event schemas (zod) load with the first generation, not with the editor's first screen.
  const schemas = import('../../../core/api/generation');
  let response: Response;
  try {
    response = await fetch(apiUrl('/generate/'), {
      method: 'POST',
      headers: { ...authHeaders(token, true), Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new EditorHttpError(describeError(0, '', undefined), undefined);
  }
  if (!response.ok || !response.body) throw await failedResponse(response);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events = (await schemas).createEventReader(onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      events.push(decoder.decode(value, { stream: true }));
    }
    events.push(`${decoder.decode()}\n\n`);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new EditorHttpError(describeError(0, '', undefined), undefined);
  } finally {
    reader.releaseLock();
  }
}

/** Asks the server to cancel a generation (`POST /cancel_generate/`). */
export function cancelGeneration(token: string | null, generationId: string): Promise<unknown> {
  return send(token, 'POST', '/cancel_generate/', { generation_id: generationId });
}
