import type { FastifyReply } from 'fastify';
import { gzipPiece, joinGzipPieces, type GzipPiece } from './gzip-pieces.ts';
import { acceptsGzip, checkSentAnswer, GZIP_FROM_BYTES, REPLY_SENT } from './route.ts';

/** Each shared row's JSON, made the first time any page carries it (rows are kept with their board). */
const rowJson = new WeakMap<object, string>();
const jsonOf = (row: object): string => {
  let json = rowJson.get(row);
  if (json === undefined) {
    json = JSON.stringify(row);
    rowJson.set(row, json);
  }
  return json;
};

/** A run of rows many callers' pages share, compressed once: found again by its first row and its rows. */
interface CompressedRun {
  rows: readonly object[];
  piece: GzipPiece;
}
const runsByFirstRow = new WeakMap<object, CompressedRun[]>();
/** Runs kept per first row: page 1 with and without a row on top, and a few page sizes. */
const RUNS_PER_FIRST_ROW = 4;

const sameRows = (a: readonly object[], b: readonly object[]) =>
  a.length === b.length && a.every((row, i) => row === b[i]);

function compressedRun(rows: readonly object[]): GzipPiece {
  const kept = runsByFirstRow.get(rows[0]) ?? [];
  const found = kept.find((run) => sameRows(run.rows, rows));
  if (found) return found.piece;
  const piece = gzipPiece(rows.map(jsonOf).join(','));
  runsByFirstRow.set(rows[0], [{ rows: [...rows], piece }, ...kept].slice(0, RUNS_PER_FIRST_ROW));
  return piece;
}

/** A page's bodies as sent, made when first asked: gzipped (null: not worth it) and plain. */
interface SentBodies {
  personalRows: number;
  gzip?: Buffer | null;
  plain?: string;
}
/**
 * Bodies of pages sent before, by page object: a page handed out again (a viewer's own page, kept with its board
 * until the board changes) is sent as it was, not put together again.
 */
const sentBodies = new WeakMap<object, SentBodies>();

function sentBodiesOf(page: object, personalRows: number): SentBodies {
  let sent = sentBodies.get(page);
  if (sent?.personalRows !== personalRows) {
    sent = { personalRows };
    sentBodies.set(page, sent);
  }
  return sent;
}

/** The page's envelope as three parts: the personal head's opening, the shared run of rows, the closing. */
function pieces(page: { records: readonly object[] }, personalRows: number) {
  // Records first, as makePage writes them; the rest (counts, stats) is small and serialised as usual.
  const { records, ...rest } = page;
  const head = records.slice(0, personalRows);
  const run = records.slice(personalRows);
  const others = JSON.stringify(rest).slice(1);
  const opening = `{"status":200,"msg":"success","data":{"records":[${head.map(jsonOf).join(',')}${head.length > 0 && run.length > 0 ? ',' : ''}`;
  const closing = `]${others === '}' ? '}' : `,${others}`}}`;
  return { opening, run, closing };
}

/** The page as text. */
function plainBody(page: { records: readonly object[] }, personalRows: number): string {
  const { opening, run, closing } = pieces(page, personalRows);
  return `${opening}${run.map(jsonOf).join(',')}${closing}`;
}

/**
 * The page gzipped, or null when it is not worth it: the run of rows compressed once for every caller of the
 * page, the rest once per page.
 */
function gzippedBody(page: { records: readonly object[] }, personalRows: number): Buffer | null {
  const { opening, run, closing } = pieces(page, personalRows);
  if (run.length === 0) return null;
  const shared = compressedRun(run);
  if (opening.length + shared.bytes.length + closing.length < GZIP_FROM_BYTES) return null;
  return joinGzipPieces([gzipPiece(opening), shared, gzipPiece(closing)]);
}

/**
 * Sends a page whose rows are objects served again and again (a scoreboard's rows, the same objects until the
 * board changes) while the page itself is the caller's own: its first `personalRows` records (the caller's and
 * followed rows on top) and its counts. Each row is serialised once. A client that takes gzip (every browser)
 * gets the page compressed, 36 KB of a board page down to about 5 KB: the run of rows after the personal ones,
 * the same for every caller of that page, is compressed once and kept with its rows; only the small personal
 * head and the counts are compressed per page (gzip-pieces.ts joins them). A page sent again (the same object) is
 * sent as its body was made the first time.
 */
export function sendPageOfSharedRows<Page extends { records: readonly object[] }>(
  reply: FastifyReply,
  page: Page,
  personalRows = 0,
): typeof REPLY_SENT {
  checkSentAnswer(reply, page);
  const sent = sentBodiesOf(page, personalRows);
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (acceptsGzip(reply.request.headers['accept-encoding'])) {
    if (sent.gzip === undefined) sent.gzip = gzippedBody(page, personalRows);
    if (sent.gzip !== null) {
      reply.header('Content-Encoding', 'gzip').send(sent.gzip);
      return REPLY_SENT;
    }
  }
  sent.plain ??= plainBody(page, personalRows);
  reply.send(sent.plain);
  return REPLY_SENT;
}
