/**
 * The fake's Office Open XML: what `range.getOoxml()` returns and `insertOoxml` reads. A flat OPC
 * package as Word gives it, reduced to what the fake models: each paragraph's style, its list
 * numbering and its text. Plain TypeScript (no Node or DOM imports), bundled for Chromium too.
 */
import type { ParaSpec } from './model';

const PACKAGE_START =
  '<?xml version="1.0" standalone="yes"?><pkg:package xmlns:pkg="http://schemas.microsoft.com/office/2006/xmlPackage">' +
  '<pkg:part pkg:name="/word/document.xml" pkg:contentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml">' +
  '<pkg:xmlData><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const PACKAGE_END = '</w:body></w:document></pkg:xmlData></pkg:part></pkg:package>';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Word's style id for a style name ("Heading 1" → "Heading1"). */
const styleId = (style: string) => style.replace(/\s+/g, '');
/** The built-in style's name for its id ("Heading1" → "Heading 1", "ListNumber" → "List Number"). */
const styleName = (id: string) => id.replace(/([a-z])(?=[A-Z0-9])/g, '$1 ');

export interface OoxmlParagraph {
  text: string;
  style: string;
  listString: string | null;
}

export function toOoxml(paragraphs: OoxmlParagraph[]): string {
  const body = paragraphs
    .map((p) => {
      const numbering = p.listString
        ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:listString w:val="${escape(p.listString)}"/>`
        : '';
      return (
        `<w:p><w:pPr><w:pStyle w:val="${escape(styleId(p.style))}"/>${numbering}</w:pPr>` +
        `<w:r><w:t xml:space="preserve">${escape(p.text)}</w:t></w:r></w:p>`
      );
    })
    .join('');
  return PACKAGE_START + body + PACKAGE_END;
}

/** The paragraphs of a package `toOoxml` wrote; anything else is refused as Word would. */
export function fromOoxml(xml: string): ParaSpec[] {
  if (!xml.startsWith('<?xml') || !xml.includes('<w:body>')) throw new Error('NotOoxml');
  const paragraphs: ParaSpec[] = [];
  for (const [, inner] of xml.matchAll(/<w:p>(.*?)<\/w:p>/g)) {
    const style = /<w:pStyle w:val="([^"]*)"\/>/.exec(inner!)?.[1];
    const list = /<w:listString w:val="([^"]*)"\/>/.exec(inner!)?.[1];
    const text = [...inner!.matchAll(/<w:t[^>]*>(.*?)<\/w:t>/g)]
      .map((m) => unescape(m[1]!))
      .join('');
    paragraphs.push({
      text,
      style: styleName(unescape(style ?? 'Normal')),
      ...(list ? { listString: unescape(list) } : {}),
    });
  }
  return paragraphs;
}
