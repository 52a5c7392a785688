import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDraft, ZDraftConflict, ZDraftIdParams } from '../../core/api/drafts';
import { ZErrorBody } from '../../core/api/errors';
import {
  ZFigureFileParams,
  ZFigureList,
  ZFigureNumberParams,
  ZFigureRewriteRequest,
  ZSkippedList,
} from '../../core/api/figures';
import { figureSvg, sheetsPdf } from '../../core/patent/figures';
import type { Database } from '../db/client';
import { requireUser } from '../auth/current-user';
import { AppError } from '../errors';
import { draftFigures } from '../../core/patent/draft-checks';
import { presentFigureList } from '../services/docx/draft-figures';
import { exportFileName } from '../services/docx/export-docx';
import { getDraftWithNumerals } from '../services/drafts/get-draft';
import { rewriteFigure } from '../services/drafts/rewrite-figure';
import type { CpuPool } from '../services/workers/pool';
import { saving } from './drafts';
import { figurePngAsync } from '../services/docx/sheet-pages';

const security = [{ bearer: [] }];
const tags = ['drafts'];
const errors = { 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody };

/**
 * Figures drawn from a draft's claims (with the numerals kept with the draft): the list, each
 * figure's sheets as SVG, all sheets as one PDF, and the rewrite of the paragraphs describing one.
 */
export const figureRoutes =
  (database: Database, pool: CpuPool): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = async (request: Parameters<typeof requireUser>[0]) => ({
      id: (await requireUser(request)).id,
    });
    const load = async (request: Parameters<typeof requireUser>[0], id: string) => {
      const { draft, numerals } = await getDraftWithNumerals({
        db: database.db,
        actor: await actorOf(request),
        id,
      });
      return {
        draft,
        numerals,
        set: draftFigures(draft.sections.claims, numerals, draft.sections.detailed_description),
      };
    };

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
      async (request) => {
        const { draft, numerals, set } = await load(request, request.params.id);
        return presentFigureList(set, draft.sections, numerals);
      },
    );

    app.get(
      '/drafts/:id/figures/skipped',
      {
        schema: {
          tags,
          security,
          summary: 'The independent claims that got no figure, and why',
          params: ZDraftIdParams,
          response: { 200: ZSkippedList, ...errors },
        },
      },
      async (request) => (await load(request, request.params.id)).set.skipped,
    );

    app.get(
      '/drafts/:id/figures.pdf',
      {
        schema: {
          tags,
          security,
          summary: 'Every drawing sheet in one PDF, one page a sheet (37 CFR 1.84 layout)',
          params: ZDraftIdParams,
          response: errors,
        },
      },
      async (request, reply) => {
        const { draft, set } = await load(request, request.params.id);
        if (!set.sheets.length) {
          const why = set.skipped.map((s) => s.reason).join(' ');
          throw new AppError(
            'not_found',
            `No figure is drawn for this draft: ${why || 'write an independent method, system, apparatus or medium claim with its steps or parts.'}`,
          );
        }
        const name = exportFileName(draft).replace(/\.docx$/, '-drawings.pdf');
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(sheetsPdf(set.sheets, `${draft.title || 'Drawings'}`)) as never); // binary body
      },
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
        const { set } = await load(request, request.params.id);
        const [digits, kind] = request.params.file.split('.');
        const number = Number(digits);
        const figure = set.figures.find((f) => f.number === number);
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

    app.post(
      '/drafts/:id/figures/:number/rewrite',
      {
        schema: {
          tags,
          security,
          summary:
            'Redraw a figure from the edited claims (its parts keep their numerals) and rewrite only the paragraphs that describe it',
          params: ZFigureNumberParams,
          body: ZFigureRewriteRequest,
          response: { 200: ZDraft, 409: ZDraftConflict.or(ZErrorBody), ...errors },
        },
      },
      async (request, reply) => {
        const actor = await actorOf(request);
        return saving(reply, () =>
          rewriteFigure({
            db: database.db,
            actor,
            id: request.params.id,
            number: request.params.number,
            version: request.body.version,
            pool,
          }),
        );
      },
    );
  };
