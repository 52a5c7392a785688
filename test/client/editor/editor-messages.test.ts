import { describeError } from '../../../src/client/app/errors';
import { attorneyMessage } from '../../../src/client/features/editor/editor-messages';

const say = (status: number, body: unknown, statusText = '') =>
  attorneyMessage(describeError(status, statusText, body));

describe('editor messages for attorneys', () => {
  it('turns a refusal for an empty disclosure into what to do, with no field name', () => {
    const body = {
      detail: [{ loc: ['body', 'draft_id'], msg: 'The disclosure is empty.', type: 'value_error' }],
    };
    expect(say(422, body)).toBe(
      'Write or paste the invention disclosure first; the draft is generated from it.',
    );
    expect(
      say(422, {
        detail: [
          {
            loc: ['body', 'draft_id'],
            msg: 'The disclosure is too short to draft from: at least 12 words are needed.',
            type: 'value_error',
          },
        ],
      }),
    ).toBe(
      'The disclosure is too short to draft from. Describe the invention in at least 12 words, then generate again.',
    );
  });

  it('says what to do with a file that is not what its name says', () => {
    const message = say(422, {
      detail: 'The file is named .docx but is not a Word document (DOCX).',
    });
    expect(message).toBe(
      'The file is named .docx but is not a Word document (DOCX). Open it in the program that made it, save it as .docx, .pdf or .txt, and import that file.',
    );
    expect(message).not.toMatch(/Validation Error/);
  });

  it("keeps the server's sentence for statuses outside the catalogue, without HTTP words", () => {
    expect(say(413, { detail: 'The file is larger than 10 MB.' }, 'Payload Too Large')).toBe(
      'The file is larger than 10 MB.',
    );
    expect(say(418, { other: 1 }, "I'm a teapot")).toMatch(/^Something went wrong/);
  });

  it('adds the next step to a server failure, and says how to recover from no connection', () => {
    expect(say(503, { detail: 'Down for maintenance' })).toBe(
      'Down for maintenance. Claimwright is not answering. Try again in a minute.',
    );
    expect(say(0, undefined)).toMatch(/No connection to Claimwright\. Check your network/);
    expect(
      say(409, {
        detail: 'Being generated now: claims. Cancel the generation or wait for it to end.',
      }),
    ).toBe('Being generated now: claims. Cancel the generation or wait for it to end.');
  });
});
