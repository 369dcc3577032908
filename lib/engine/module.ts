import type { queueJobs } from '@/db/schema';
import type { Resource, WriteContext } from './define';
import type { AnyReport } from './reports';

/** A row of the job queue (lib/jobs/queue.ts). */
export type Job = typeof queueJobs.$inferSelect;

/** How the queue runs one kind of job (lib/jobs/queue.ts claims it, in the job's company transaction). */
export type JobHandler = {
  /** Runs the job in its company's transaction; throwing retries it (or, at its last attempt, gives it up). */
  run(ctx: WriteContext, payload: Record<string, unknown>, job: Job): Promise<void>;
  /** At the last failure, in the company's transaction that marks it dead (a sent e-mail becomes Declined). */
  dead?(ctx: WriteContext, payload: Record<string, unknown>, error: string, job: Job): Promise<void>;
  /** Attempts before it is given up (default 5). */
  maxAttempts?: number;
};

/** What the whole app declares, folded from its modules: what a module's `composed` resources are made from. */
export type App = {
  /** Every collection, in the modules' order (each module's resources, then its settings, then its composed ones). */
  resources: Resource[];
  /** Every kind of job the queue runs, by name. */
  jobs: Record<string, JobHandler>;
  /** The permission sections a role is given rights in, in the modules' order. */
  sections: string[];
  /** Every declared report, in the modules' order. */
  reports: AnyReport[];
};

/**
 * One business area, declared once (`lib/modules/<area>/index.ts`): the collections it owns, its
 * settings, the jobs it runs on the queue and the permission sections its rights are given in.
 * The registry, the job handlers and the permission sections are folds over the app's modules
 * (`foldModules`), never hand-kept lists.
 */
export type Module = {
  name: string;
  resources: Resource[];
  /** Its objects of settings (singleton catalogues: the mail server, the invoice settings), collections like the others. */
  settings?: Resource[];
  /**
   * Collections made from every other module's declarations, after them: the custom fieldsets of
   * the collections that keep custom values, the sections a role's rights name.
   */
  composed?: (app: Omit<App, 'jobs' | 'reports'>) => Resource[];
  /** Its kinds of jobs on the queue, by name (unique across the app). */
  jobs?: Record<string, JobHandler>;
  /** Its reports (`defineReport`), read through `GET /reports/{name}` and listed in `/meta`. */
  reports?: AnyReport[];
  /** The permission sections it owns (spec section 6's spellings; a resource names one as `permission`). */
  permissions?: readonly string[];
  /**
   * Views it adds to another area's collection, by collection: a customer's statement is drawn
   * by sales, which the customers' own module (crm) does not know.
   */
  views?: Record<string, Resource['views']>;
};

export const defineModule = (module: Module): Module => module;

const once = (what: string, seen: Set<string>, name: string) => {
  if (seen.has(name)) throw new Error(`${what} "${name}" is declared twice.`);
  seen.add(name);
};

/** The app a list of modules makes: its collections, jobs and permission sections, each name declared once. */
export function foldModules(modules: readonly Module[]): App {
  const sections = modules.flatMap((m) => m.permissions ?? []);
  const names = new Set<string>();
  sections.forEach((s) => once('Permission section', names, s));
  const views = new Map<string, NonNullable<Resource['views']>>();
  for (const [collection, added] of modules.flatMap((m) => Object.entries(m.views ?? {}))) views.set(collection, { ...views.get(collection), ...added });
  const withViews = (r: Resource): Resource => (views.has(r.name) ? { ...r, views: { ...r.views, ...views.get(r.name) } } : r);
  const declared = modules.flatMap((m) => [...m.resources, ...(m.settings ?? [])]).map(withViews);
  const resources = [...declared, ...modules.flatMap((m) => m.composed?.({ resources: declared, sections }) ?? [])];
  const collections = new Set<string>();
  resources.forEach((r) => once('Collection', collections, r.name));
  const unknownView = [...views.keys()].find((c) => !collections.has(c));
  if (unknownView) throw new Error(`Views are added to "${unknownView}", which no module declares.`);
  const jobs: Record<string, JobHandler> = {};
  for (const [kind, handler] of modules.flatMap((m) => Object.entries(m.jobs ?? {}))) {
    if (Object.hasOwn(jobs, kind)) throw new Error(`Job "${kind}" is declared twice.`);
    jobs[kind] = handler;
  }
  const reports = modules.flatMap((m) => m.reports ?? []);
  const reportNames = new Set<string>();
  reports.forEach((r) => once('Report', reportNames, r.name));
  const unknownSource = reports.find((r) => !collections.has(r.permission));
  if (unknownSource) throw new Error(`Report "${unknownSource.name}" reads "${unknownSource.permission}", which no module declares.`);
  return { resources, jobs, sections, reports };
}
