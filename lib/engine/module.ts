import type { queueJobs } from '@/db/schema';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Follower, Resource, WriteContext } from './define';
import { GEM_SECTIONS, type Gem, type GemDeclaration, type GemSection } from './gems';
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
  /**
   * Run every day for every company: queued for the company's next midnight in its own time zone
   * (lib/api/jobs.ts `scheduleDailyJobs`), under the singleton key of its kind.
   */
  daily?: boolean;
  /** What the job is about, for the notice its author gets when it is given up (a sent e-mail: its address and subject). */
  about?(ctx: WriteContext, payload: Record<string, unknown>): Promise<{ collection: string; id: number; title: string } | null>;
};

/** One term as the product says it: singular, plural and the indefinite article. */
export type Term = { singular: string; plural: string; article: string };

/** The product's default words for its terms (spec section 3 "Terminology labels"), by language and term key. */
export type Terms = Record<Locale, Record<string, Term>>;

/**
 * A hub: collections a gem opens together, shown as tabs atop each one's list window (the
 * Banking gem [177]: Write Checks, Transfer Funds, Make Deposits, Reconcile an Account), and
 * the settings the hub's tabs end with (a singleton's form), if any.
 */
export type Hub = {
  tabs: string[];
  settings?: string;
  /** Tabs that show how many of their records wait (list filters): To Be Approved's pending batches. */
  counts?: Record<string, Record<string, string>>;
  /**
   * Tabs that are windows of their own rather than a collection's list, with the label key (in
   * `window`) of their tab and title and the collection they show: the checks' Print Queue.
   */
  views?: Record<string, { label: string; of: string }>;
};

/** What an area says of the window a collection (or a hub's view) opens in. */
export type DeskWindow = {
  /** Its width in pixels (list and form alike); without one, its kind's default. */
  width?: number;
  /** The window of its own its list or form opens in, by name (components/windows/resource-windows.ts); else the generic one. */
  list?: string;
  form?: string;
  /** Filters its list may be opened on that draw the generic list instead of its own (a batch's items: `batch_id`). */
  plainWhen?: string[];
  /** Its records wait in the print and e-mail queues: a tab of the queue window, in the modules' order. */
  queued?: boolean;
  /** The filters its list starts with (named filters' options, `{ entries: 'standing' }`), shown where they are changed. */
  filters?: Record<string, string>;
};

/** What the workspace's browser side is told of the app's areas (the layout hands it down: client code imports no module). */
export type Desk = {
  /** Every hub, in the modules' order: a collection in two hubs (deposits) belongs to the first unless opened in the other. */
  hubs: Hub[];
  /** The windows of collections, by collection (each declared by one module). */
  windows: Record<string, DeskWindow>;
  /** Every gem, by section (spec section 3's codes) and, within one, in the modules' order and each module's own (the spec's). */
  gems: Gem[];
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
  /** The default terminology, in the modules' order (a word two terms share, en "Bill", is the first's: lib/terminology/rename.ts). */
  terms: Terms;
  /** What the browser side is told (the layout hands it to the workspace shell). */
  desk: Desk;
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
  composed?: (app: Pick<App, 'resources' | 'sections' | 'terms'> & Pick<Desk, 'gems'>) => Resource[];
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
  /**
   * Row actions it adds to another area's collection, by collection, as `views`: a purchase order
   * is e-mailed by sales, whose documents' PDF and mail it draws, which purchasing does not know.
   */
  actions?: Record<string, Resource['actions']>;
  /** Steps it takes on another area's events, by collection and event (`Resource.followers`): payroll files a printed paycheck's stub. */
  follows?: Record<string, Record<string, Follower>>;
  /**
   * The terms it names (its collections' `terminology`, and the words of the spec's labels it
   * owns), each in every language as [singular, plural, article]. A company renames any of them
   * (`terminologies`).
   */
  terms?: Record<string, Record<Locale, [singular: string, plural: string, article: string]>>;
  /** Its hubs (each known by its first tab, declared once). */
  hubs?: Hub[];
  /** Its collections' windows, by collection (an area still to build may name its coming ones). */
  windows?: Record<string, DeskWindow>;
  /**
   * The gems of the sections its dock area shows, each section's in the spec's order (a gem may
   * open another area's window: the crm section's E-Mail Blaster opens messaging's blasts). A new
   * area's gems in a section another module declares come after that module's.
   */
  gems?: Partial<Record<GemSection, GemDeclaration[]>>;
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
  const actions = new Map<string, NonNullable<Resource['actions']>>();
  for (const [collection, added] of modules.flatMap((m) => Object.entries(m.actions ?? {}))) actions.set(collection, { ...actions.get(collection), ...added });
  const followers = new Map<string, Record<string, Follower[]>>();
  for (const [collection, steps] of modules.flatMap((m) => Object.entries(m.follows ?? {}))) {
    const mine = followers.get(collection) ?? {};
    for (const [event, step] of Object.entries(steps)) mine[event] = [...(mine[event] ?? []), step];
    followers.set(collection, mine);
  }
  const withViews = (r: Resource): Resource => (!views.has(r.name) && !actions.has(r.name) && !followers.has(r.name) ? r : {
    ...r,
    ...(views.has(r.name) ? { views: { ...r.views, ...views.get(r.name) } } : {}),
    ...(actions.has(r.name) ? { actions: { ...r.actions, ...actions.get(r.name) } } : {}),
    ...(followers.has(r.name) ? { followers: followers.get(r.name) } : {}),
  });
  const terms = foldTerms(modules);
  const gems = foldGems(modules);
  const declared = modules.flatMap((m) => [...m.resources, ...(m.settings ?? [])]).map(withViews);
  const resources = [...declared, ...modules.flatMap((m) => m.composed?.({ resources: declared, sections, terms, gems }) ?? [])];
  const collections = new Set<string>();
  resources.forEach((r) => once('Collection', collections, r.name));
  const unknownView = [...views.keys(), ...actions.keys(), ...followers.keys()].find((c) => !collections.has(c));
  if (unknownView) throw new Error(`Views or actions are added to "${unknownView}", which no module declares.`);
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
  const hubs = modules.flatMap((m) => m.hubs ?? []);
  const firstTabs = new Set<string>();
  hubs.forEach((h) => once('Hub', firstTabs, h.tabs[0]));
  const windows: Record<string, DeskWindow> = {};
  for (const [collection, window] of modules.flatMap((m) => Object.entries(m.windows ?? {}))) {
    if (Object.hasOwn(windows, collection)) throw new Error(`Window of "${collection}" is declared twice.`);
    windows[collection] = window;
  }
  return { resources, jobs, sections, reports, terms, desk: { hubs, windows, gems } };
}

/**
 * The modules' gems, each id declared once, sorted by section stably: a section's gems keep the
 * order its module declares (the spec's), so a new user's default gems (lib/workspace/gems.ts)
 * stand where they always stood.
 */
function foldGems(modules: readonly Module[]): Gem[] {
  const gems = modules.flatMap((m) =>
    Object.entries(m.gems ?? {}).flatMap(([section, declared]) => {
      if (!Object.hasOwn(GEM_SECTIONS, section)) throw new Error(`Gems are declared in section "${section}", which is none of the spec's.`);
      return declared.map((gem): Gem => ({ ...gem, section: GEM_SECTIONS[section as GemSection] }));
    }),
  );
  const ids = new Set<string>();
  gems.forEach((g) => once('Gem', ids, String(g.id)));
  return gems.sort((a, b) => a.section - b.section);
}

/** The modules' terms by language, each term declared once. */
function foldTerms(modules: readonly Module[]): Terms {
  const terms = Object.fromEntries(LOCALES.map((l) => [l, {}])) as Terms;
  const names = new Set<string>();
  for (const [key, words] of modules.flatMap((m) => Object.entries(m.terms ?? {}))) {
    once('Term', names, key);
    for (const l of LOCALES) {
      const [singular, plural, article] = words[l];
      terms[l][key] = { singular, plural, article };
    }
  }
  return terms;
}
