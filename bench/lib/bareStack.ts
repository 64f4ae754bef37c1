/**
 * What bench/helloServer.ts needs to serve the bare scan (lib/bareScans.ts drives it), apart so
 * the reference server loads nothing else of the bench.
 */

/** Served by bench/helloServer.ts when it is started with a database. */
export const BARE_SCAN_PATH = '/scan';

/** A student's find recorded once, and their count of pieces raised only when it was new. */
export const BARE_SCAN_STATEMENT = `with found as (
    insert into bench_bare_finds (student, piece) values ($1, $2) on conflict do nothing returning 1
  )
  update bench_bare_students set pieces = pieces + (select count(*) from found), updated_at = now()
  where student = $1 returning pieces`;
