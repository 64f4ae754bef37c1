import { describe, expect, it } from 'vitest';
import { codeHealth, type CodeHealthInput } from './codeHealth';

const START = new Date('2026-05-01T09:00:00Z');
const minutesIn = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const piece = (id: number, lastFoundAt: Date | null, activeLinks = 1, hungSince: Date | null = null) => ({ id, name: `Piece ${id}`, activeLinks, hungSince, lastFoundAt });
const input = (over: Partial<CodeHealthInput>): CodeHealthInput => ({ pieces: [], questionnaires: [], runningSince: START, now: minutesIn(60), ...over });

describe('codeHealth', () => {
  it('flags a piece without an active QR code, running event or not', () => {
    for (const runningSince of [START, null]) {
      expect(codeHealth(input({ pieces: [piece(1, null, 0), piece(2, null)], runningSince }))).toEqual([
        { kind: 'no_active_code', pieceId: 1, pieceName: 'Piece 1', message: 'No active QR code: students cannot collect this piece' },
      ]);
    }
  });

  it('flags a code not found for 30 minutes while others were found since', () => {
    const flags = codeHealth(input({ pieces: [piece(1, minutesIn(26)), piece(2, minutesIn(59))], now: minutesIn(60) }));
    expect(flags).toEqual([{ kind: 'not_found', pieceId: 1, pieceName: 'Piece 1', minutes: 34, message: 'Not found for 34 min' }]);
  });

  it('counts from the event start for a code never found, and waits exactly 30 minutes', () => {
    const never = [piece(1, null), piece(2, minutesIn(29))];
    expect(codeHealth(input({ pieces: never, now: minutesIn(29) }))).toEqual([]);
    expect(codeHealth(input({ pieces: never, now: minutesIn(30) })).map((flag) => flag.message)).toEqual(['Not found for 30 min']);
  });

  it('counts from when a code was hung, for one hung during the event', () => {
    const pieces = [piece(1, null, 1, minutesIn(40)), piece(2, minutesIn(59))];
    expect(codeHealth(input({ pieces, now: minutesIn(60) }))).toEqual([]);
    expect(codeHealth(input({ pieces, now: minutesIn(70) })).map((flag) => flag.message)).toEqual(['Not found for 30 min']);
  });

  it('says nothing when nobody has found anything since, or when no event runs', () => {
    // A quiet campus (lunch, rain) is not a lost code.
    expect(codeHealth(input({ pieces: [piece(1, minutesIn(5)), piece(2, minutesIn(5))], now: minutesIn(90) }))).toEqual([]);
    expect(codeHealth(input({ pieces: [piece(1, null), piece(2, minutesIn(59))], runningSince: null }))).toEqual([]);
    // A finder before this event started does not count as "since".
    expect(codeHealth(input({ pieces: [piece(1, null), piece(2, new Date(START.getTime() - 60_000))] }))).toEqual([]);
  });

  it('flags a questionnaire that waits for more pieces than can be collected', () => {
    const pieces = [piece(1, null), piece(2, null), piece(3, null, 0)];
    const questionnaires = [
      { id: 7, title: 'Finisher Feedback', triggerCount: 3 },
      { id: 8, title: 'Quick Quiz', triggerCount: 2 },
    ];
    const flags = codeHealth(input({ pieces, questionnaires, runningSince: null }));
    expect(flags.filter((flag) => flag.kind === 'trigger_unreachable')).toEqual([
      { kind: 'trigger_unreachable', questionnaireId: 7, title: 'Finisher Feedback', triggerCount: 3, collectable: 2, message: 'Triggers at 3 pieces, but only 2 can be collected' },
    ]);
  });
});
