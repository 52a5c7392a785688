import { Resvg, renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { existsSync } from 'node:fs';
import {
  AlignmentType,
  Footer,
  ImageRun,
  LineRuleType,
  PageOrientation,
  Paragraph,
  SectionType,
  TextRun,
  type ISectionOptions,
} from 'docx';
import { figureSvg, sheetSvg, type Sheet } from '../../../core/patent/figures';

/** DOCX measures pictures in pixels at 96 per inch; sheets are in points (72 per inch). */
const PX = 96 / 72;
/**
 * The picture is 97 % of the page so it and the section's empty footer fit one page; the sheets'
 * margins are a millimetre over 1.84(g)'s, so scaled they still meet it.
 */
const FIT = 0.97;
/** PNG fallback for Word processors without SVG (Word before 2016): 96 dpi, Word's own screen resolution; 13 pt text stays legible and the render stays quick. */
const FALLBACK_DPI = 96;
/** Monospaced faces the sheets are measured for (see core metrics); the first found is used. */
const FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
];

let fontOptions: ResvgRenderOptions['font'] | undefined;
function fonts(): ResvgRenderOptions['font'] {
  // Loading only the face we need, once, keeps a render fast; without it resvg scans the system.
  fontOptions ??= (() => {
    const file = FONTS.find((f) => existsSync(f));
    return file
      ? {
          loadSystemFonts: false,
          fontFiles: [file],
          defaultFontFamily: 'DejaVu Sans Mono',
          monospaceFamily: 'DejaVu Sans Mono',
        }
      : { loadSystemFonts: true };
  })();
  return fontOptions;
}

function renderOptions(sheet: Sheet, dpi: number): ResvgRenderOptions {
  return {
    fitTo: { mode: 'width', value: Math.round((sheet.width / 72) * dpi) },
    background: '#ffffff',
    font: fonts(),
  };
}

/** A sheet as PNG, for the DOCX picture's fallback. */
export function sheetPng(sheet: Sheet, dpi = FALLBACK_DPI): Buffer {
  return new Resvg(sheetSvg(sheet), renderOptions(sheet, dpi)).render().asPng();
}

/** A sheet as PNG off the main thread (libuv's pool), so several sheets render at once. */
export async function sheetPngAsync(sheet: Sheet, dpi = FALLBACK_DPI): Promise<Buffer> {
  return (await renderAsync(sheetSvg(sheet), renderOptions(sheet, dpi))).asPng();
}

/** A picture for Word's task pane: 150 dpi keeps 13 pt labels crisp when printed at 6 inches. */
const PICTURE_DPI = 150;

/** A figure's sheets (one picture, stacked) as PNG, off the main thread. */
export async function figurePngAsync(sheets: Sheet[], dpi = PICTURE_DPI): Promise<Buffer> {
  const width = Math.max(...sheets.map((s) => s.width));
  const options = {
    ...renderOptions(sheets[0]!, dpi),
    fitTo: { mode: 'width' as const, value: Math.round((width / 72) * dpi) },
  };
  return (await renderAsync(figureSvg(sheets), options)).asPng();
}

/** The drawing sheets as the DOCX's last section: one page per sheet, a picture filling each. */
export async function sheetSection(sheets: Sheet[]): Promise<ISectionOptions | null> {
  if (sheets.length === 0) return null;
  const pngs = await Promise.all(sheets.map((s) => sheetPngAsync(s)));
  const page = sheets[0]!.page;
  const children = sheets.map(
    (sheet, i) =>
      new Paragraph({
        pageBreakBefore: i > 0,
        alignment: AlignmentType.CENTER,
        spacing: { line: 240, lineRule: LineRuleType.AUTO, before: 0, after: 0 },
        children: [
          new ImageRun({
            type: 'svg',
            data: Buffer.from(sheetSvg(sheet), 'utf8'),
            fallback: { type: 'png', data: pngs[i]! },
            transformation: { width: sheet.width * PX * FIT, height: sheet.height * PX * FIT },
            altText: {
              name: `Sheet ${sheet.index}/${sheet.count}`,
              title: sheet.caption,
              description: `Drawing sheet ${sheet.index} of ${sheet.count}: ${sheet.caption}`,
            },
          }),
        ],
      }),
  );
  return {
    properties: {
      type: SectionType.NEXT_PAGE,
      page: {
        size: {
          width: page.width * 20,
          height: page.height * 20,
          orientation: PageOrientation.PORTRAIT,
        },
        margin: { top: 0, bottom: 0, left: 0, right: 0, header: 0, footer: 0 },
      },
    },
    // Sheets carry their own "i/n" number: no page number in the footer here.
    footers: {
      default: new Footer({
        children: [new Paragraph({ children: [new TextRun({ text: '', size: 2 })] })],
      }),
    },
    children,
  };
}
