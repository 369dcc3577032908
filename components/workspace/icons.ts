import {
  BookOpen,
  Briefcase,
  Building2,
  Calculator,
  ChartColumn,
  CircleDashed,
  ClipboardList,
  Clock,
  Contact,
  CreditCard,
  FileChartColumn,
  FileText,
  FolderOpen,
  Gem,
  HandCoins,
  Landmark,
  List,
  Milestone,
  Package,
  Printer,
  Receipt,
  Scale,
  ShoppingBasket,
  Settings,
  SquarePen,
  Tags,
  TrendingUp,
  Truck,
  UserPlus,
  Users,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { WindowKind } from '@/lib/workspace/windows';

// One icon set (lucide), each icon imported by name so the bundle keeps only these (the dock's,
// drawn on the server, are in dock.tsx and cost the browser nothing).

export const WINDOW_ICONS: Record<WindowKind, LucideIcon> = { list: List, form: SquarePen, gems: Gem, report: FileChartColumn, ledger: BookOpen, settings: Settings, missing: CircleDashed, pdf: FileText, queue: Printer };

/** The gems that open something have their own icon; the others take their section's (lib/workspace/gems.ts). */
const GEM_ICONS: Record<number, LucideIcon> = {
  58: BookOpen,
  174: FileText,
  177: Landmark,
  179: CreditCard,
  48: Tags,
  29: Scale,
  28: TrendingUp,
  34: Users,
  23: Building2,
  145: UserPlus,
  146: TrendingUp,
  148: Contact,
  149: Contact,
  45: Briefcase,
  171: ClipboardList,
  150: Milestone,
  18: Truck,
  89: Users,
  168: Settings,
  207: List,
  136: ShoppingBasket,
};

const SECTION_ICONS: Record<number, LucideIcon> = { 2: Calculator, 3: Package, 4: Receipt, 5: Users, 6: FolderOpen, 7: Briefcase, 8: Wallet, 9: HandCoins, 10: ChartColumn, 11: Clock, 12: Wrench };

export const gemIcon = (gemId: number, section: number | undefined): LucideIcon => GEM_ICONS[gemId] ?? (section ? SECTION_ICONS[section] : undefined) ?? CircleDashed;
