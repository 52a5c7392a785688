import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDraftIdParams } from '../../core/api/drafts';
import { ZErrorBody } from '../../core/api/errors';
import { ZFigureFileParams, ZFigureList } from '../../core/api/figures';
import { figureSvg } from '../../core/patent/figures';
import type { Database } from '../db/client';
import { requireUser } from '../auth/current-user';
import { AppError } from '../errors';
import { draftFigures, presentFigures } from '../services/docx/draft-figures';
import { figurePngAsync } from '../services/docx/sheet-pages';
import { getDraft } from '../services/drafts/get-draft';

const security = [{ bearer: [] }];
const tags = ['drafts'];
const errors = { 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

/** Figures drawn from a draft's claims: the list, and each figure's sheets as SVG. */
export const figureRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const load = async (request: Parameters<typeof requireUser>[0], id: string) =>
      getDraft({ db: database.db, actor: { id: (await requireUser(request)).id }, id });

    app.get(
      '/drafts/:id/figures',
      {
        schema: {
          tags,
          security,
          summary: 'The figures drawn from the draft’s current claims, with their numerals',
          params: ZDraftIdParams,
          response: { 200: ZFigureList, ...errors },
        },
      },
      async (request) => presentFigures(draftFigures(await load(request, request.params.id))),
    );

    app.get(
      '/drafts/:id/figures/:file',
      {
        schema: {
          tags,
          security,
          summary:
            'One figure’s drawing sheets as SVG (37 CFR 1.84 layout), or as PNG (150 dpi) for Word',
          params: ZFigureFileParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const draft = await load(request, request.params.id);
        const [digits, kind] = request.params.file.split('.');
        const number = Number(digits);
        const figure = draftFigures(draft).figures.find((f) => f.number === number);
        if (!figure) throw new AppError('not_found', `FIG. ${number} is not drawn for this draft.`);
        if (kind === 'png')
          return reply
            .type('image/png')
            .header('cache-control', 'no-store')
            .send((await figurePngAsync(figure.sheets)) as never); // a PNG body, as the SVG below
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'no-store')
          .send(figureSvg(figure.sheets) as never); // an SVG body: the zod serializer types only the JSON errors
      },
    );
  };
