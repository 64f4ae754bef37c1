/** A trigger: the table it watches and the statement that creates it (which names its function). */
export interface Trigger {
  name: string;
  table: string;
  create: string;
}
