/** The part of office.js the bootstrap needs: `Office.onReady()`. */
interface OfficeGlobal {
  onReady: () => Promise<unknown>;
}

/**
 * A detected Office host: resolves once office.js has initialised, saying whether an Office
 * application runs the page (office.js loaded in a plain browser tab reports no host).
 */
export interface OfficeHost {
  ready: () => Promise<{ inOffice: boolean }>;
}

/**
 * Finds office.js on the page (only `taskpane.html` loads it). Returns null in a plain browser,
 * so the bootstrap renders at once with the browser router.
 */
export function detectOfficeHost(win: Window = window): OfficeHost | null {
  const office = (win as Window & { Office?: Partial<OfficeGlobal> }).Office;
  if (!office || typeof office.onReady !== 'function') return null;
  const onReady = office.onReady.bind(office);
  return {
    ready: () =>
      onReady().then((info) => ({
        inOffice: Boolean((info as { host?: unknown } | undefined)?.host),
      })),
  };
}

/**
 * The prefix of local-storage keys: Word on the web partitions a task pane's storage and says so
 * with `Office.context.partitionKey`; keys carry it when it is set (else none, as in a browser).
 */
export function storageKeyPrefix(win: object = globalThis): string {
  const office = (win as { Office?: { context?: { partitionKey?: string | null } } }).Office;
  const key = office?.context?.partitionKey;
  return key ? `${key}:` : '';
}
