import { NotBuilt } from '@/components/workspace/not-built';
import { requireStaff } from '@/lib/auth/current';

// GET /planner
export default async function PlannerPage() {
  await requireStaff();
  return <NotBuilt area="planner" />;
}
