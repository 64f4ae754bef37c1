/** The part of negotiator 1.x this server calls (its own types are for 0.6, without `preferred`). */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
