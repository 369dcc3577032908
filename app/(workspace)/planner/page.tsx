import { PlannerView } from '@/components/calendar/planner-view';
import { requireStaff } from '@/lib/auth/current';

// GET /planner
export default async function PlannerPage() {
  await requireStaff();
  return <PlannerView />;
}
