import type { Figure } from './report';
import type { ServerInstance } from './server';
import { formatCount } from './stats';

/** Runs `work` and reports the CPU time the server process spent meanwhile (its own, not the machine's). */
export async function withServerCpu<T>(server: ServerInstance, work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = await server.cpuTime();
  const value = await work();
  return { value, cpuMs: (await server.cpuTime()) - before };
}

/**
 * Server CPU per request: steadier than a rate on a shared machine, and what a capacity model
 * needs ("one core serves this many per second, if nothing else limits it").
 */
export function cpuFigure(what: string, cpuMs: number, requests: number, reference?: { label: string; cpuMs: number; requests: number }): Figure {
  const perRequest = requests > 0 ? cpuMs / requests : 0;
  const figure: Figure = {
    label: `server CPU per ${what}`,
    value: `${perRequest.toFixed(3)} ms`,
    reference: `one core at this cost: ${formatCount(perRequest > 0 ? 1000 / perRequest : 0)}/s`,
  };
  if (reference && reference.requests > 0) {
    const referencePerRequest = reference.cpuMs / reference.requests;
    figure.reference = `${reference.label} ${referencePerRequest.toFixed(3)} ms; ${figure.reference}`;
    figure.ratio = `${(perRequest / referencePerRequest).toFixed(1)}x the CPU`;
  }
  return figure;
}
