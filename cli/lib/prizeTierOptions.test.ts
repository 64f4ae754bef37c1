import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { UsageError } from './errors';
import { PRIZE_TIER_FLAG, PRIZE_TIER_HELP, prizeTiersText, readPrizeTiers, repeated } from './prizeTierOptions';

describe('--prize-tier', () => {
  it('collects every tier given, in order', () => {
    const command = new Command('create').option(PRIZE_TIER_FLAG, PRIZE_TIER_HELP, repeated).exitOverride();
    command.parse(['--prize-tier', '95:Gold', '--prize-tier', '75:Bronze'], { from: 'user' });
    expect(command.opts()).toEqual({ prizeTier: ['95:Gold', '75:Bronze'] });
  });

  it('reads PERCENTILE:NAME[:DESCRIPTION], the description keeping its own colons', () => {
    expect(readPrizeTiers(['95:Gold Prize:Top 5%', ' 50.5 : Arts Cup ', '0:Mug:Pick up: the foyer, 5 pm', '10:Pin:'])).toEqual([
      { percentile: 95, prizeName: 'Gold Prize', prizeDescription: 'Top 5%' },
      { percentile: 50.5, prizeName: 'Arts Cup', prizeDescription: null },
      { percentile: 0, prizeName: 'Mug', prizeDescription: 'Pick up: the foyer, 5 pm' },
      { percentile: 10, prizeName: 'Pin', prizeDescription: null },
    ]);
  });

  it('refuses a tier the server would refuse, naming it as typed', () => {
    expect(() => readPrizeTiers(['95'])).toThrow(new UsageError("--prize-tier '95': give PERCENTILE:NAME[:DESCRIPTION], e.g. '95:Gold Prize:Top 5%'"));
    expect(() => readPrizeTiers(['95:Gold', ':Silver'])).toThrow(new UsageError("--prize-tier ':Silver': percentile must be a number"));
    expect(() => readPrizeTiers(['top:Gold'])).toThrow(new UsageError("--prize-tier 'top:Gold': percentile must be a number"));
    expect(() => readPrizeTiers(['101:Gold'])).toThrow(new UsageError("--prize-tier '101:Gold': percentile must be from 0 to 100"));
    expect(() => readPrizeTiers(['95: '])).toThrow(new UsageError("--prize-tier '95: ': prizeName is required"));
    expect(() => readPrizeTiers(Array.from({ length: 21 }, (_, i) => `${i}:Prize ${i}`))).toThrow(new UsageError('--prize-tier: prizeTiers must have at most 20 tiers'));
  });

  it('writes tiers back as the option takes them', () => {
    expect(prizeTiersText([{ percentile: 95, prizeName: 'Gold', prizeDescription: 'Top 5%' }, { percentile: 50, prizeName: 'Cup', prizeDescription: null }])).toBe('95:Gold, 50:Cup');
  });
});
