import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { MutableDraft } from '../../../src/core/patent/mutate';

/** One fixture document (fields kept from ../shared/data/patents). */
export interface PatentDoc {
  id: string;
  kind: string;
  doc_type: string;
  title: string;
  abstract: string;
  claims: string;
  description: string | null;
  claim_refs_marked_up: boolean;
  claims_list: Array<{ num: number; xml_claim_refs: number[] }>;
}

const dir = join(__dirname, '..', '..', 'fixtures', 'patents');

/** Loads `dev` or `design` from test/fixtures/patents. */
export function loadCorpus(name: 'dev' | 'design'): PatentDoc[] {
  const text = gunzipSync(readFileSync(join(dir, `${name}.jsonl.gz`))).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as PatentDoc);
}

/** The sections of a fixture document as analysis input. */
export function toDraft(d: PatentDoc): MutableDraft {
  return { title: d.title, detailed: d.description ?? '', claims: d.claims, abstract: d.abstract };
}
