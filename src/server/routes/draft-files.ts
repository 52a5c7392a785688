import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDraftIdParams, ZImportResult } from '../../core/api/drafts';
import { ZErrorBody } from '../../core/api/errors';
import { AppError } from '../errors';
import { exportDocx, exportFileName } from '../services/docx/export-docx';
import { getDraftWithNumerals } from '../services/drafts/get-draft';
import { importFile } from '../services/import/import-file';
import type { DraftRouteDeps } from './drafts';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const security = [{ bearer: [] }];
const tags = ['drafts'];

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** Files in and out of drafts: DOCX export, import of .docx/.pdf/.txt. */
export const draftFileRoutes =
  (deps: Pick<DraftRouteDeps, 'database' | 'env' | 'actorOf'>): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    const maxBytes = deps.env.IMPORT_MAX_BYTES;
    await app.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    });

    app.post(
      '/drafts/import',
      {
        schema: {
          tags,
          security,
          summary: 'Read the text of a .docx, .pdf or .txt file (multipart field "file")',
          consumes: ['multipart/form-data'],
          response: {
            200: ZImportResult,
            401: ZErrorBody,
            413: ZErrorBody,
            415: ZErrorBody,
            422: ZErrorBody,
          },
        },
      },
      async (request) => {
        await deps.actorOf(request);
        if (!request.isMultipart()) {
          throw new AppError(
            'unsupported_media_type',
            'Send the file as multipart/form-data in a field named "file".',
          );
        }
        const tooLarge = new AppError(
          'payload_too_large',
          `The file is larger than ${megabytes(maxBytes)}, the most that can be imported.`,
        );
        let part;
        try {
          part = await request.file();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw tooLarge;
          throw new AppError('validation', 'The upload could not be read as multipart/form-data.');
        }
        // A part without a filename is a text field, not a file.
        if (!part || part.fieldname !== 'file' || !part.filename) {
          throw new AppError('validation', [
            { loc: ['body', 'file'], msg: 'Field required', type: 'missing' },
          ]);
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge;
          throw new AppError('validation', 'The upload was cut short; send the file again.');
        }
        return importFile(
          { filename: part.filename, data },
          {
            maxUnpackedBytes: deps.env.IMPORT_MAX_UNPACKED_BYTES,
            maxRatio: deps.env.IMPORT_MAX_RATIO,
            maxEntries: deps.env.IMPORT_MAX_ENTRIES,
            memoryMb: deps.env.IMPORT_WORKER_MEMORY_MB,
            timeoutMs: deps.env.IMPORT_TIMEOUT_MS,
          },
        );
      },
    );

    app.get(
      '/drafts/:id/export.docx',
      {
        schema: {
          tags,
          security,
          summary: 'Download the draft as a DOCX in the USPTO filing layout',
          params: ZDraftIdParams,
          response: { 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
        },
      },
      async (request, reply) => {
        const { draft, numerals } = await getDraftWithNumerals({
          db,
          actor: await deps.actorOf(request),
          id: request.params.id,
        });
        const file = await exportDocx(draft, numerals);
        return reply
          .type(DOCX_TYPE)
          .header('content-disposition', `attachment; filename="${exportFileName(draft)}"`)
          .header('cache-control', 'no-store')
          .send(file as never); // binary body: the zod serializer only types the JSON error bodies
      },
    );
  };
