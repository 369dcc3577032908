import { foldModules, type Module } from '@/lib/engine/module';
import { bankingModule } from '@/lib/modules/banking';
import { booksModule } from '@/lib/modules/books';
import { calendarModule } from '@/lib/modules/calendar';
import { crmModule } from '@/lib/modules/crm';
import { filesModule } from '@/lib/modules/files';
import { inventoryModule } from '@/lib/modules/inventory';
import { jobsModule } from '@/lib/modules/jobs';
import { messagingModule } from '@/lib/modules/messaging';
import { payablesModule } from '@/lib/modules/payables';
import { payrollModule } from '@/lib/modules/payroll';
import { platformModule } from '@/lib/modules/platform';
import { salesModule } from '@/lib/modules/sales';
import { settingsModule } from '@/lib/modules/settings';
import { statementsModule } from '@/lib/modules/statements';
import { timeModule } from '@/lib/modules/time';
import { toolsModule } from '@/lib/modules/tools';
import { workspaceModule } from '@/lib/modules/workspace';
import { declareDefaultTerms } from '@/lib/terminology/defaults';
import { declareGems } from '@/lib/workspace/gems';

/**
 * The app's business areas: the one list. Its collections (lib/api/registry.ts), its jobs
 * (lib/api/jobs.ts) and its permission sections are folded from it; a new area is one line here,
 * a new entity one line in its area's `index.ts`.
 */
export const MODULES: readonly Module[] = [
  platformModule,
  crmModule,
  jobsModule,
  workspaceModule,
  booksModule,
  bankingModule,
  statementsModule,
  inventoryModule,
  salesModule,
  payablesModule,
  settingsModule,
  messagingModule,
  filesModule,
  timeModule,
  payrollModule,
  toolsModule,
  calendarModule,
];

export const app = foldModules(MODULES);

// The terminology service and the gems' readers, below the modules, read the fold from where it is declared.
declareDefaultTerms(app.terms);
declareGems(app.desk.gems);
