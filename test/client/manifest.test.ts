import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// office-addin-manifest needs uuid (ESM-only) only to make new ids, which this test never does.
jest.mock('uuid', () => ({ v4: () => '00000000-0000-4000-8000-000000000000' }));

const root = path.resolve(__dirname, '../..');
const xml = readFileSync(path.join(root, 'manifest.xml'), 'utf8');
const doc = new DOMParser().parseFromString(xml, 'application/xml');
const ORIGIN = 'https://localhost:3000';

const OV = 'http://schemas.microsoft.com/office/taskpaneappversionoverrides';
const BT = 'http://schemas.microsoft.com/office/officeappbasictypes/1.0';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

function first(name: string, ns = 'http://schemas.microsoft.com/office/appforoffice/1.1'): Element {
  const found = doc.getElementsByTagNameNS(ns, name)[0];
  if (!found) throw new Error(`manifest has no <${name}>`);
  return found;
}

/** The file names the webpack config gives its HTML pages. */
function webpackPages(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const makeConfig = require(path.join(root, 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => { plugins: { userOptions?: { filename?: string } }[] };
  return makeConfig({}, { mode: 'production' })
    .plugins.map((plugin) => plugin.userOptions?.filename)
    .filter((name): name is string => typeof name === 'string');
}

function allUrls(): string[] {
  const urls: string[] = [];
  for (const element of Array.from(doc.getElementsByTagName('*'))) {
    const value = element.getAttribute('DefaultValue') ?? '';
    if (value.startsWith('http')) urls.push(value);
    if (element.localName === 'AppDomain') urls.push(element.textContent ?? '');
  }
  return urls;
}

describe('manifest.xml', () => {
  it('is well-formed XML', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('OfficeApp');
  });

  it('is a Word task-pane add-in with a fixed GUID and WordApi 1.3', () => {
    expect(doc.documentElement.getAttributeNS(XSI, 'type')).toBe('TaskPaneApp');
    expect(first('Id').textContent).toBe('dc5318cc-2a42-409a-a10d-f24b71b5cc1b');
    expect(first('Version').textContent).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(first('Host').getAttribute('Name')).toBe('Document');
    const set = first('Set');
    expect([set.getAttribute('Name'), set.getAttribute('MinVersion')]).toEqual(['WordApi', '1.3']);
    expect(first('SourceLocation').getAttribute('DefaultValue')).toBe(`${ORIGIN}/taskpane.html`);
    expect(first('Permissions').textContent).toBe('ReadWriteDocument');
  });

  it('adds a Home-tab button that shows the task pane', () => {
    const tab = doc.getElementsByTagNameNS(OV, 'OfficeTab')[0];
    expect(tab?.getAttribute('id')).toBe('TabHome');
    const control = tab?.getElementsByTagNameNS(OV, 'Control')[0];
    expect(control?.getAttributeNS(XSI, 'type')).toBe('Button');
    const action = control?.getElementsByTagNameNS(OV, 'Action')[0];
    expect(action?.getAttributeNS(XSI, 'type')).toBe('ShowTaskpane');
    const resid = action?.getElementsByTagNameNS(OV, 'SourceLocation')[0]?.getAttribute('resid');
    const url = Array.from(doc.getElementsByTagNameNS(BT, 'Url')).find(
      (u) => u.getAttribute('id') === resid,
    );
    expect(url?.getAttribute('DefaultValue')).toBe(`${ORIGIN}/taskpane.html`);
  });

  it('defines every resource id it refers to', () => {
    const defined = new Set(
      Array.from(doc.getElementsByTagName('*'))
        .filter((e) => e.namespaceURI === BT && e.hasAttribute('id'))
        .map((e) => e.getAttribute('id')),
    );
    const used = Array.from(doc.getElementsByTagName('*'))
      .map((e) => e.getAttribute('resid'))
      .filter((id): id is string => id !== null);
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((id) => !defined.has(id))).toEqual([]);
  });

  it('points every URL at the local server: an asset that exists, a page webpack makes, or a route', () => {
    const pages = webpackPages();
    expect(pages.sort()).toEqual(['index.html', 'taskpane.html']);
    const routes = readFileSync(path.join(root, 'src/client/app/route-table.tsx'), 'utf8');
    const urls = allUrls();
    expect(urls.length).toBeGreaterThan(8);
    for (const url of urls) {
      const { origin, pathname } = new URL(url);
      expect(origin).toBe(ORIGIN);
      const target = pathname.slice(1);
      if (target === '') continue;
      if (target.startsWith('assets/')) expect(existsSync(path.join(root, target))).toBe(true);
      else if (target.endsWith('.html')) expect(pages).toContain(target);
      else expect(routes).toContain(`path="${target}"`);
    }
  });

  it('uses icons of the sizes it declares', () => {
    for (const image of Array.from(doc.getElementsByTagNameNS(BT, 'Image'))) {
      const size = image.getAttribute('size');
      const resid = image.getAttribute('resid');
      if (!size || !resid) continue;
      const png = readFileSync(path.join(root, 'assets', `icon-${size}.png`));
      expect(png.readUInt32BE(16)).toBe(Number(size));
      expect(resid).toBe(`Icon.${size}x${size}`);
    }
  });

  it('is read by office-addin-manifest as a TaskPaneApp for Document', async () => {
    const { ManifestHandlerXml } =
      await import('office-addin-manifest/lib/manifestHandler/manifestHandlerXml');
    const info = await new ManifestHandlerXml(path.join(root, 'manifest.xml')).parseManifest();
    expect(info).toMatchObject({
      id: 'dc5318cc-2a42-409a-a10d-f24b71b5cc1b',
      officeAppType: 'TaskPaneApp',
      hosts: ['Document'],
      defaultSettings: { sourceLocation: `${ORIGIN}/taskpane.html` },
    });
  });
});

describe('assets', () => {
  it.each([16, 32, 64, 80, 128])('has a real %i px PNG icon', (size) => {
    const png = readFileSync(path.join(root, 'assets', `icon-${size}.png`));
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  });

  it('has the logo as SVG', () => {
    const svg = readFileSync(path.join(root, 'assets/logo.svg'), 'utf8');
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.documentElement.localName).toBe('svg');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  });
});
