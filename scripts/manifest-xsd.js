/**
 * Validates an add-in manifest against the XML schemas kept in schemas/office-addin-manifest,
 * offline, with libxml2 compiled to WebAssembly (xmllint-wasm, a devDependency). Used by
 * `npm run manifest` and by the tests.
 */
const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');

const SCHEMA_DIR = path.resolve(__dirname, '../schemas/office-addin-manifest');
const ROOT_SCHEMA = 'OfficeAppManifestV1_1.xsd';

/** True when xmllint-wasm is installed (it is not after `npm ci --omit=dev`). */
function canValidate() {
  try {
    require.resolve('xmllint-wasm');
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves with `{ valid, errors }`; `errors` are xmllint's messages ("file:line: …"). The root
 * schema imports the others by file name, so they are all preloaded under their own names.
 */
async function validateManifest(xml, fileName = 'manifest.xml') {
  const { validateXML } = require('xmllint-wasm');
  const load = (name) => ({ fileName: name, contents: readFileSync(path.join(SCHEMA_DIR, name)) });
  const others = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.xsd') && f !== ROOT_SCHEMA);
  const result = await validateXML({
    xml: [{ fileName, contents: xml }],
    schema: [load(ROOT_SCHEMA)],
    preload: others.map(load),
  });
  return {
    valid: result.valid,
    errors: result.errors.map((e) => e.rawMessage.trim()),
  };
}

module.exports = { SCHEMA_DIR, canValidate, validateManifest };
