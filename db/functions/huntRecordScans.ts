/**
 * Several students' scans in one call and one transaction, each exactly as `hunt_record_scan`
 * runs it alone: what an API instance sends when scans arrive faster than the database answers
 * (api/services/scanBatches.ts). One round trip and one commit for the lot, instead of one each.
 *
 * `p_scans` is a JSON array of `{userId, code, wrongCodeLimit, windowSeconds, checks}`; the
 * answer is the array of `hunt_record_scan`'s answers, in the same order.
 *
 * The scans run in the order of their students' lock keys (the key `hunt_record_scan` locks the
 * student with), so two batches that name the same students take their locks in the same order
 * and never wait on each other in a circle. A scan that fails fails the whole batch, which the
 * instance then sends again one scan at a time: every scan's answer is its own.
 *
 * The scans of a batch share its transaction's time (`now()`): a find is stamped when its batch
 * began, a few milliseconds at most from when it came.
 */
export const HUNT_RECORD_SCANS = `
create or replace function hunt_record_scans(p_scans jsonb)
returns jsonb
language plpgsql
as $$
declare
  v_answers jsonb[] := array_fill(null::jsonb, array[jsonb_array_length(p_scans)]);
  v_scan record;
begin
  for v_scan in
    select s.i, s.scan from jsonb_array_elements(p_scans) with ordinality as s(scan, i)
    order by hashtextextended((s.scan->>'userId')::uuid::text, 0), s.i
  loop
    v_answers[v_scan.i] := hunt_record_scan((v_scan.scan->>'userId')::uuid, v_scan.scan->>'code',
      (v_scan.scan->>'wrongCodeLimit')::integer, (v_scan.scan->>'windowSeconds')::integer, v_scan.scan->'checks');
  end loop;
  return to_jsonb(v_answers);
end
$$`;
