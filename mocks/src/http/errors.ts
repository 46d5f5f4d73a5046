/** One item of a 422 body, FastAPI style: where (`body`/`query`/`path` first), what, and a machine type. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Thrown by handlers and the pipeline; the app turns it into `{ detail }` with the status. */
export class HttpError extends Error {
  readonly status: number;
  readonly detail: string | ValidationIssue[];
  readonly headers: Record<string, string>;

  constructor(status: number, detail: string | ValidationIssue[], headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : `${status} validation error`);
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

export const unauthorized = (detail = 'Not authenticated') =>
  new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail = 'You do not have permission to do this.') => new HttpError(403, detail);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (detail: string) => new HttpError(409, detail);
export const invalid = (issues: ValidationIssue[]) => new HttpError(422, issues);
/** A 422 about one field of the body, for rules a schema cannot express (e.g. a taken e-mail). */
export const invalidField = (path: (string | number)[], msg: string, type = 'value_error') =>
  invalid([{ loc: ['body', ...path], msg, type }]);

/** A log list's day range must run forwards: `date_from` after `date_to` is a 422 on `date_from`. */
export function refuseBackwardsRange(query: { date_from?: string; date_to?: string }) {
  if (query.date_from && query.date_to && query.date_from > query.date_to)
    throw invalid([
      { loc: ['query', 'date_from'], msg: 'The range is backwards: From is after To.', type: 'value_error' },
    ]);
}
