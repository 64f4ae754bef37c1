import { describe, expect, it } from 'vitest';
import { SQL_SCAN_OUTCOMES } from '../../core/scanOutcomes';
import { HUNT_RECORD_SCAN } from './huntRecordScan';

describe('hunt_record_scan', () => {
  it("returns exactly the outcomes core's table lists: a new one in the SQL needs its refusal first", () => {
    const inSql = [...HUNT_RECORD_SCAN.matchAll(/'outcome',\s*'([a-z_]+)'/g)].map((match) => match[1]);
    expect(inSql.length).toBeGreaterThan(0);
    expect(new Set(inSql)).toEqual(new Set(SQL_SCAN_OUTCOMES));
  });

});
