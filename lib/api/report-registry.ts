import { reportReadable as readable, type AnyReport } from '@/lib/engine/reports';
import type { SessionUser } from '@/lib/users/session-user';
import { app } from './modules';
import { resources } from './registry';

/** Every report, by name: folded from the modules' declared reports (lib/api/modules.ts). */
export const reports: ReadonlyMap<string, AnyReport> = new Map(app.reports.map((r) => [r.name, r]));

/**
 * Whether `user` may read a report: they may view the collection it reads. A person who may not
 * open the chart of accounts may not read the books' reports either, nor the aging of invoices
 * without the invoices: the API refuses it (403), and the workspace hides its gems and its entry
 * in a report window's switcher, as it hides a list the person cannot see.
 */
export const reportReadable = (report: AnyReport, user: SessionUser) => readable(report, resources, user);

/** The names of the reports `user` may read (the workspace's windows and gems are told of these only). */
export const reportsFor = (user: SessionUser) => [...reports.values()].filter((r) => reportReadable(r, user)).map((r) => r.name);
