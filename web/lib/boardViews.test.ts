import { beforeAll, describe, expect, it } from 'vitest';
import { boardViews, chosenView } from './boardViews';
import { activateLanguage } from './language';

beforeAll(() => activateLanguage('en', ['play']));

const divisions = [
  { id: 4, name: 'First years' },
  { id: 2, name: 'Postgraduates' },
];

describe('boardViews', () => {
  it('offers only everyone in a solo event without divisions', () => {
    expect(boardViews('solo', []).map((option) => option.label)).toEqual(['Everyone']);
  });

  it("offers each division in the server's order, then the teams when teams play", () => {
    expect(boardViews('teams', divisions).map((option) => [option.key, option.label])).toEqual([
      ['everyone', 'Everyone'],
      ['division-4', 'First years'],
      ['division-2', 'Postgraduates'],
      ['teams', 'Teams'],
    ]);
    expect(boardViews('solo-and-teams', []).map((option) => option.view)).toEqual([{ kind: 'everyone' }, { kind: 'teams' }]);
  });

  it('leaves the teams out of a solo event, and while the mode is not known yet', () => {
    expect(boardViews('solo', divisions).map((option) => option.key)).toEqual(['everyone', 'division-4', 'division-2']);
    expect(boardViews(undefined, []).map((option) => option.key)).toEqual(['everyone']);
  });
});

describe('chosenView', () => {
  let options: ReturnType<typeof boardViews> = [];
  beforeAll(() => {
    options = boardViews('teams', divisions);
  });

  it('picks the view the address names', () => {
    expect(chosenView(options, 'division-2').view).toEqual({ kind: 'division', divisionId: 2 });
    expect(chosenView(options, 'teams').view).toEqual({ kind: 'teams' });
  });

  it('falls back to everyone for no key, a removed division or a view the event does not offer', () => {
    expect(chosenView(options, null).key).toBe('everyone');
    expect(chosenView(options, 'division-9').key).toBe('everyone');
    expect(chosenView(boardViews('solo', []), 'teams').key).toBe('everyone');
  });
});
