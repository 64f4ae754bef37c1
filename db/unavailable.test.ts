import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server going away or not there yet: shutdown, starting up, connection exceptions, a refused or broken socket', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it('knows the drivers’ code-less errors, also behind the statement knex puts in front', () => {
    for (const message of [
      'Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?',
      'Connection terminated unexpectedly',
      'select 1 - Connection terminated',
      'Client has encountered a connection error and is not queryable',
      'select hunt_record_scan($1, $2, $3, $4) - PGlite is closed',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it('leaves everything else a 500 or its own answer: constraint violations, bad values, our own bugs', () => {
    for (const error of [withCode('23505'), withCode('22P02'), withCode('42P01'), withCode('ERR_INVALID_ARG_TYPE'), new TypeError('x is undefined'), 'a string', null, undefined]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
