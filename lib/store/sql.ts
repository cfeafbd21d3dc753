import { QueryTooLargeError } from './errors';

/** Most bind parameters one statement may carry (PostgreSQL's protocol stops at 65,535). */
export const MAX_BIND_PARAMETERS = 2000;

/** Collects positional parameters ($1, $2, ...) while SQL text is being built. */
export class Params {
  readonly values: unknown[] = [];
  private aliases = 0;

  /** Adds a value and returns its placeholder. */
  add(value: unknown): string {
    if (this.values.length >= MAX_BIND_PARAMETERS) throw new QueryTooLargeError(MAX_BIND_PARAMETERS);
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** Forgets the values added after the first `length` (SQL text built with them is dropped too). */
  truncate(length: number): void {
    this.values.length = Math.min(this.values.length, length);
  }

  /** A fresh alias for a lateral set inside a subquery. */
  alias(prefix: string): string {
    this.aliases += 1;
    return `${prefix}${this.aliases}`;
  }
}
